import { useEffect, useRef, useState } from 'react'
import type { FieldValues, FormStore } from '@modular-forms/react'
import type { FormKind } from '../../data/forms/formKinds'
import { useLocale } from '../../shared/usePageContext'
import type { ProofStep } from '../proofOfWork/formProof'
import { type FormCode, formCodeLoader } from './formCodeLoader'
import type { LastAttempt, SendFailure } from './formSend'
import { proofSupport } from './proofSupport'

export type { SendFailure } from './formSend'

// A visitor starts a form by focusing, typing or pressing in it (focus covers the keyboard, pointerdown a first tap).
const firstTouches = ['focusin', 'input', 'pointerdown'] as const

/**
 * Sending a checked form: on success the form resets and the visitor goes to the thank-you page in the page's own
 * language; a 400 puts the server's messages under their fields; any other failure keeps every value and raises the
 * alert (`failure`, with the server's reason when it sent one). Every attempt carries an idempotency key (the same
 * while the visitor retries the same values) and the form's solved anti-bot challenge, waited for if need be
 * (`checking` says so once the wait is noticeable), or none when none can be solved (formSend.ts).
 * The form's code beyond its first paint (formCode.ts) and its challenge are fetched on the visitor's first touch of
 * the form, not with the page; if the code cannot be fetched, the form is posted natively, as without JavaScript;
 * offline, the alert is raised and every value stays, as for a failed post.
 */
export function useSendForm<T extends FieldValues>(kind: FormKind, form: FormStore<T, undefined>) {
  const locale = useLocale()
  const [failure, setFailure] = useState<SendFailure | undefined>(undefined)
  const [sent, setSent] = useState(false)
  const [checking, setChecking] = useState(false)
  const lastAttempt = useRef<LastAttempt | undefined>(undefined)
  const proof = useRef<ProofStep | undefined>(undefined)
  // Once, after the first render: the form element is in the page by then and stays.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the listeners belong to the form's whole life
  useEffect(() => {
    const touches = new AbortController()
    const touched = () => {
      touches.abort()
      formCodeLoader.load().then(
        (code) => void (proofSupport.supported() && code.startProof(kind, proof)),
        () => undefined,
      )
    }
    for (const type of firstTouches) form.element.value?.addEventListener(type, touched, { passive: true, signal: touches.signal })
    return () => touches.abort()
  }, [])

  async function onSubmit(values: T) {
    // Emptied first, so that the same failure again is announced again.
    setFailure(undefined)
    let code: FormCode
    try {
      code = await formCodeLoader.load()
    } catch (error) {
      console.error('The form could not be sent: its code could not be fetched.', error)
      // No lead waits on one file: online, the form is posted natively (the server checks it, keeps the lead
      // unverified and answers with the thank-you page, or the form again with its errors). Offline, a native post
      // would end on the browser's error page.
      if (navigator.onLine !== false) return form.element.value?.submit()
      setFailure({})
      return
    }
    await code.sendForm({ kind, form, locale, proof, lastAttempt, setFailure, setSent, setChecking }, values)
  }

  return { onSubmit, failure, sent, checking }
}
