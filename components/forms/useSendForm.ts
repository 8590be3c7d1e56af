import { useRef, useState } from 'react'
import type { FieldValues, FormStore } from '@modular-forms/react'
import type { FormKind } from '../../data/forms/formKinds'
import { useLocale } from '../../shared/usePageContext'
import type { ProofStep } from '../proofOfWork/proofStep'
import { type FormCode, formCodeLoader } from './formCodeLoader'
import type { LastAttempt, SendFailure } from './formSend'
import { proofSupport } from './proofSupport'
import { useFirstTouch } from './useFirstTouch'

export type { SendFailure } from './formSend'

/**
 * Sending a checked form: on success the form resets and the visitor goes to the thank-you
 * page in the page's own language; a 400 puts the server's messages under their fields; any other
 * failure keeps every value and raises the alert (`failure`, with the server's reason when it sent one).
 * Every attempt carries an idempotency key: the same while the visitor retries the same values (after a
 * timeout the first post may have been stored after all), a new one once a value changes or after a success.
 * Every attempt also carries the form's solved anti-bot challenge (components/proofOfWork), waited for if need be
 * (`checking` says so once the wait is noticeable); when none can be solved, the form goes without one, for the server
 * to keep unverified (formSend.ts).
 * The form's code beyond its first paint (formCode.ts: checks, send and anti-bot step) is fetched on the visitor's
 * first touch of the form, not with the page; if it cannot be fetched (blocked, failed, or no answer in time), the form
 * is posted natively, as without JavaScript; offline, the alert is raised and every value stays, as for a failed post.
 */
export function useSendForm<T extends FieldValues>(kind: FormKind, form: FormStore<T, undefined>) {
  const locale = useLocale()
  const [failure, setFailure] = useState<SendFailure | undefined>(undefined)
  const [sent, setSent] = useState(false)
  const [checking, setChecking] = useState(false)
  const lastAttempt = useRef<LastAttempt | undefined>(undefined)
  const proof = useRef<ProofStep | undefined>(undefined)
  useFirstTouch(form, () => {
    // What checking and sending the form need comes now, while the visitor types, not with the page; so does its
    // challenge, solved meanwhile.
    formCodeLoader.load().then(
      (code) => void (proofSupport.supported() && code.startProof(kind, proof)),
      () => undefined,
    )
  })

  async function onSubmit(values: T) {
    // Emptied first, so that the same failure again is announced again.
    setFailure(undefined)
    let code: FormCode
    try {
      code = await formCodeLoader.load()
    } catch (error) {
      console.error('The form could not be sent: its code could not be fetched.', error)
      // No lead waits on one file: online, the form is posted natively, as without JavaScript (the server checks it,
      // keeps the lead unverified and answers with the thank-you page, or the form again with its errors). Offline,
      // a native post would end on the browser's error page, so the alert is raised and every value stays.
      if (navigator.onLine !== false) return form.element.value?.submit()
      setFailure({})
      return
    }
    await code.sendForm({ kind, form, locale, proof, lastAttempt, setFailure, setSent, setChecking }, values)
  }

  return { onSubmit, failure, sent, checking }
}
