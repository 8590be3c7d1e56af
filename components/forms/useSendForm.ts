import { useEffect, useRef, useState } from 'react'
import type { FieldValues, FormStore } from '@modular-forms/react'
import type { FormKind } from '../../data/forms/formKinds'
import { useLocale } from '../../shared/usePageContext'
import type { ProofStep } from '../proofOfWork/formProof'
import type { LastAttempt, SendFailure } from './formCode'
import { formCodeLoader, proofSupport } from './formCodeLoader'

// A visitor starts a form by focusing, typing or pressing in it (focus covers the keyboard, pointerdown a first tap).
const firstTouches = ['focusin', 'input', 'pointerdown'] as const

/** Sends a checked form (formCode.ts), whose code and challenge are fetched on the first touch; `checking`: a noticeable anti-bot wait. */
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
    const code = await formCodeLoader.load().catch((error: unknown) => {
      console.error('The form could not be sent: its code could not be fetched.', error)
    })
    if (!code) {
      // No lead waits on one file: online the form is posted natively, as without JavaScript (kept unverified);
      // offline that would end on the browser's error page, so the alert is raised and every value stays.
      if (navigator.onLine !== false) return form.element.value?.submit()
      return setFailure({})
    }
    await code.sendForm({ kind, form, locale, proof, lastAttempt, setFailure, setSent, setChecking }, values)
  }

  return { onSubmit, failure, sent, checking }
}
