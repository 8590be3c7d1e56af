import { useRef, useState } from 'react'
import { useLingui } from '@lingui/react'
import { hasField, reset, setError, type FieldPath, type FieldValues, type FormStore } from '@modular-forms/react'
import type { Attribution } from '../../data/attribution'
import { maxBodyBytes, pageAddress } from '../../data/forms/fieldLimits'
import type { FormKind } from '../../data/forms/formKinds'
import { localizePath } from '../../data/localePath'
import { paths } from '../../data/routes'
import { useLocale } from '../../shared/usePageContext'
import { visitAttribution } from '../attribution/visitAttribution'
import { noteLead } from '../tracking/tracking'
import { newIdempotencyKey } from './newIdempotencyKey'
import { pageNavigation } from './pageNavigation'
import { checkFailedMessage } from './proofMessages'
import type { LeadPayload, SendResult } from './submitLead'
import { useProofOfWork } from './useProofOfWork'

/** Why the last send failed, for the alert: the server's own sentence, when it gave one. */
export type SendFailure = { message?: string }

/** A payload's values in a fixed order, to tell a retry of the same values from a changed form. */
function valuesOf(payload: LeadPayload): string {
  return JSON.stringify(Object.entries(payload).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/**
 * The payload with the visit's attribution, or without it when both would not fit in a post the server takes (a
 * campaign link of long, multi-byte values beside a long message): the campaign is context, the lead is what counts.
 */
export function withinBodyLimit(payload: LeadPayload, attribution: Attribution): LeadPayload {
  const attributed = { ...payload, ...attribution }
  return new TextEncoder().encode(JSON.stringify(attributed)).length <= maxBodyBytes ? attributed : payload
}

/** Sends the form as a browser without JavaScript would, with the visit's attribution in hidden fields. */
function submitNatively(element: HTMLFormElement | null | undefined, attribution: Attribution) {
  if (!element) return
  for (const [name, value] of Object.entries(attribution)) {
    const input = element.ownerDocument.createElement('input')
    Object.assign(input, { type: 'hidden', name, value })
    element.append(input)
  }
  element.submit()
}

/**
 * Sending a checked form: on success the form resets and the visitor goes to the thank-you
 * page in the page's own language; a 400 puts the server's messages under their fields; any other
 * failure keeps every value and raises the alert (`failure`, with the server's reason when it sent one).
 * Every attempt carries an idempotency key: the same while the visitor retries the same values (after a
 * timeout the first post may have been stored after all), a new one once a value changes or after a success.
 * Every attempt also carries the form's solved anti-bot challenge (useProofOfWork.ts), waited for if need be
 * (`checking` says so once the wait is noticeable); a check that fails keeps every value and raises the alert.
 */
export function useSendForm<T extends FieldValues>(kind: FormKind, form: FormStore<T, undefined>) {
  const locale = useLocale()
  const { i18n } = useLingui()
  const [failure, setFailure] = useState<SendFailure | undefined>(undefined)
  const [sent, setSent] = useState(false)
  const [checking, setChecking] = useState(false)
  const lastAttempt = useRef<{ values: string; key: string } | undefined>(undefined)
  const proofOfWork = useProofOfWork(kind, form)

  /** Sends with the form's solved challenge (useProofOfWork.ts); a check that cannot finish is a failure of its own. */
  async function sendProved(payload: LeadPayload, key: string): Promise<SendResult> {
    try {
      return await proofOfWork.send(payload, key, setChecking)
    } catch {
      // proofSender.ts logged why.
      return { status: 'failed', message: i18n._(checkFailedMessage) }
    }
  }

  function idempotencyKey(payload: LeadPayload): string {
    const values = valuesOf(payload)
    if (lastAttempt.current?.values !== values) lastAttempt.current = { values, key: newIdempotencyKey() }
    return lastAttempt.current.key
  }

  async function onSubmit(values: T) {
    // Emptied first, so that the same failure again is announced again.
    setFailure(undefined)
    const fields = Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    // The campaign that brought the visit (docs/product/attribution.md): with consent the visit's first touch, else
    // the campaign in this page's own address.
    const attribution = visitAttribution()
    // A browser that cannot solve the check (no worker, or a page not served securely) sends the form as it would
    // without JavaScript: the server keeps it, flagged unverified, rather than the visitor losing it.
    if (!proofOfWork.supported()) return submitNatively(form.element.value, attribution)
    const payload = withinBodyLimit({ ...fields, form: kind, locale, origin: pageAddress(window.location.href) }, attribution)
    // The key names the values; the challenge that goes with them may change between tries.
    const result = await sendProved(payload, idempotencyKey(payload))
    if (result.status === 'sent') {
      lastAttempt.current = undefined
      setSent(true)
      noteLead({ form: kind, language: locale })
      reset(form)
      pageNavigation.goTo(localizePath(locale, paths.thanks))
      return
    }
    if (result.status === 'invalid') {
      const shown = Object.entries(result.errors).filter(([name]) => hasField(form, name as FieldPath<T>))
      for (const [index, [name, message]] of shown.entries()) setError(form, name as FieldPath<T>, message, { shouldFocus: index === 0 })
      // Only a message no field can show needs the alert.
      if (shown.length === Object.keys(result.errors).length) return
      setFailure({})
      return
    }
    setFailure(result.message ? { message: result.message } : {})
  }

  return { onSubmit, failure, sent, checking }
}
