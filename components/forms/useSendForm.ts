import { useRef, useState } from 'react'
import type { FieldValues, FormStore } from '@modular-forms/react'
import type { FormKind } from '../../data/forms/formKinds'
import { useLocale } from '../../shared/usePageContext'
import type { LastAttempt, SendFailure } from './formSend'
import { loadFormChecks } from './localizedValidation'
import { loadOnce } from '../../shared/loadOnce'
import { codeTimeoutMs } from './codeTimeoutMs'
import { useFirstTouch } from './useFirstTouch'
import { useProofOfWork } from './useProofOfWork'

export type { SendFailure } from './formSend'

/** Where a form gets the code of a send, and how long it waits for it. An object, so unit tests can replace it (as proofOfWork, pageNavigation). */
export const formSendCode = { load: () => import('./formSend'), timeoutMs: codeTimeoutMs }

/**
 * Sending a checked form: on success the form resets and the visitor goes to the thank-you
 * page in the page's own language; a 400 puts the server's messages under their fields; any other
 * failure keeps every value and raises the alert (`failure`, with the server's reason when it sent one).
 * Every attempt carries an idempotency key: the same while the visitor retries the same values (after a
 * timeout the first post may have been stored after all), a new one once a value changes or after a success.
 * Every attempt also carries the form's solved anti-bot challenge (useProofOfWork.ts), waited for if need be
 * (`checking` says so once the wait is noticeable); when none can be solved, or the check's code cannot be fetched,
 * the form goes without one, for the server to keep unverified (formSend.ts).
 * The code that sends (formSend.ts) is fetched on the visitor's first touch of the form, not with the page; if it
 * cannot be fetched (offline for a moment, or no answer in time), the alert is raised and every value stays, as for a
 * post that failed.
 */
export function useSendForm<T extends FieldValues>(kind: FormKind, form: FormStore<T, undefined>) {
  const locale = useLocale()
  const [failure, setFailure] = useState<SendFailure | undefined>(undefined)
  const [sent, setSent] = useState(false)
  const [checking, setChecking] = useState(false)
  const lastAttempt = useRef<LastAttempt | undefined>(undefined)
  const proofOfWork = useProofOfWork(kind)
  const [loadSendCode] = useState(() =>
    loadOnce(
      () => formSendCode.load(),
      () => formSendCode.timeoutMs,
    ),
  )
  useFirstTouch(form, () => {
    // What checking and sending the form need comes now, while the visitor types, not with the page.
    loadFormChecks().catch(() => undefined)
    loadSendCode().catch(() => undefined)
    if (proofOfWork.supported()) proofOfWork.start()
  })

  async function onSubmit(values: T) {
    // Emptied first, so that the same failure again is announced again.
    setFailure(undefined)
    let code: typeof import('./formSend')
    try {
      code = await loadSendCode()
    } catch (error) {
      console.error('The form could not be sent: its code could not be fetched.', error)
      // A browser that cannot solve the anti-bot check posts the form natively (formSend.ts); it still can, without
      // the campaign that code would add, and the server keeps the lead.
      if (!proofOfWork.supported()) return form.element.value?.submit()
      setFailure({})
      return
    }
    await code.sendForm({ kind, form, locale, proofOfWork, lastAttempt, setFailure, setSent, setChecking }, values)
  }

  return { onSubmit, failure, sent, checking }
}
