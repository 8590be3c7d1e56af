// Loaded on the visitor's first touch of a form (useSendForm.ts), never with the page: what a send does once the form's
// values are checked. The hook that renders the form keeps its state; this changes it.
import { hasField, reset, setError, type FieldPath, type FieldValues, type FormStore } from '@modular-forms/react'
import type { Attribution } from '../../data/attribution'
import { maxBodyBytes, pageAddress } from '../../data/forms/fieldLimits'
import type { FormKind } from '../../data/forms/formKinds'
import { localizePath } from '../../data/localePath'
import type { Locale } from '../../data/locales'
import { paths } from '../../data/routes'
import { visitAttribution } from '../attribution/visitAttribution'
import { noteLead } from '../tracking/tracking'
import { newIdempotencyKey } from './newIdempotencyKey'
import { pageNavigation } from './pageNavigation'
import { submitLead, type LeadPayload, type SendResult } from './submitLead'
import type { FormProof } from './useProofOfWork'

/** Why the last send failed, for the alert: the server's own sentence, when it gave one. */
export type SendFailure = { message?: string }

/** The last attempt's values and the idempotency key they were sent under. */
export type LastAttempt = { values: string; key: string }

/** One form's send: what it is and where its state lives (useSendForm.ts). */
export type FormSend<T extends FieldValues> = {
  kind: FormKind
  form: FormStore<T, undefined>
  locale: Locale
  proofOfWork: FormProof & { supported(): boolean }
  lastAttempt: { current: LastAttempt | undefined }
  setFailure(failure: SendFailure | undefined): void
  setSent(sent: boolean): void
  setChecking(checking: boolean): void
}

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
 * Sends with the form's solved challenge (useProofOfWork.ts), or without one when none could be solved. If the check's
 * own code cannot be fetched, the form goes without it all the same: the server keeps the lead, flagged unverified,
 * and a post that fails still raises the alert with every value kept (docs/architecture/lead-pipeline.md).
 */
async function sendProved<T extends FieldValues>(send: FormSend<T>, payload: LeadPayload, key: string): Promise<SendResult> {
  try {
    return await send.proofOfWork.send(payload, key, send.setChecking, submitLead)
  } catch (error) {
    console.error('The anti-bot check could not be fetched: the form goes without it, for the server to keep unverified.', error)
    return submitLead(payload, { idempotencyKey: key })
  }
}

/** The same key while the visitor retries the same values (the first post may have been stored after all), else a new one. */
function idempotencyKey(lastAttempt: FormSend<FieldValues>['lastAttempt'], payload: LeadPayload): string {
  const values = valuesOf(payload)
  if (lastAttempt.current?.values !== values) lastAttempt.current = { values, key: newIdempotencyKey() }
  return lastAttempt.current.key
}

/** Sends a checked form's values and shows how it went (useSendForm.ts says what each outcome does). */
export async function sendForm<T extends FieldValues>(send: FormSend<T>, values: T): Promise<void> {
  const { kind, form, locale } = send
  const fields = Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  // The campaign that brought the visit (docs/product/attribution.md): with consent the visit's first touch, else
  // the campaign in this page's own address.
  const attribution = visitAttribution()
  // A browser that cannot solve the check (no worker, or a page not served securely) sends the form as it would
  // without JavaScript: the server keeps it, flagged unverified, rather than the visitor losing it.
  if (!send.proofOfWork.supported()) return submitNatively(form.element.value, attribution)
  const payload = withinBodyLimit({ ...fields, form: kind, locale, origin: pageAddress(window.location.href) }, attribution)
  // The key names the values; the challenge that goes with them may change between tries.
  const result = await sendProved(send, payload, idempotencyKey(send.lastAttempt, payload))
  if (result.status === 'sent') {
    send.lastAttempt.current = undefined
    send.setSent(true)
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
    send.setFailure({})
    return
  }
  send.setFailure(result.message ? { message: result.message } : {})
}
