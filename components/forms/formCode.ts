// A form's code beyond its first paint, fetched on the first touch (formCodeLoader.ts): its checks and its send.
import type { I18n } from '@lingui/core'
import { hasField, reset, setError, type FieldPath, type FieldValues, type FormStore } from '@modular-forms/react'
import type { Attribution } from '../../data/attribution'
import { maxBodyBytes, pageAddress } from '../../data/forms/fieldLimits'
import { localizeErrors } from '../../data/forms/errorMessages'
import { type FormKind, formSchemas } from '../../data/forms/formKinds'
import { validate } from '../../data/forms/validate'
import { localizePath } from '../../data/localePath'
import type { Locale } from '../../data/locales'
import { paths } from '../../data/routes'
import { visitAttribution } from '../attribution/visitAttribution'
import { type ProofStep, startFormProof } from '../proofOfWork/formProof'
import { noteLead } from '../tracking/tracking'
import { proofSupport } from './formCodeLoader'
import { submitLead, type LeadPayload, type SendResult } from './submitLead'

/** The errors by field, from the server's own schema and words; not `valiForm`, which stops at the first, hiding the checks across fields. */
export async function checkForm(form: FormKind, values: Record<string, unknown>, i18n: I18n): Promise<Record<string, string>> {
  const result = await validate(formSchemas[form], values)
  return result.ok ? {} : localizeErrors(i18n, form, result.errors, values)
}

/** Why the last send failed, for the alert: the server's own sentence, when it gave one, or when it is sent again by itself. */
export type SendFailure = { message?: string; retryInSeconds?: number }

/** How many times a send the server could not store for a moment (a 503 with Retry-After) is sent again by itself. */
export const autoRetries = 3

export type LastAttempt = { values: string; key: string }

export type FormSend<T extends FieldValues> = {
  kind: FormKind
  form: FormStore<T, undefined>
  locale: Locale
  proof: { current: ProofStep | undefined }
  lastAttempt: { current: LastAttempt | undefined }
  setFailure(failure: SendFailure | undefined): void
  setSent(sent: boolean): void
  setChecking(checking: boolean): void
}

/** The pause before a send goes again by itself. An object, so unit tests can take the pause's place. */
export const sendAgainTimer = {
  wait: (ms: number) => new Promise<void>((resume) => setTimeout(resume, ms)),
}

/** Every page is a full load. An object, so unit tests can stay on their page. */
export const pageNavigation = {
  goTo(url: string): void {
    window.location.assign(url)
  },
}

/** The payload with the visit's attribution, unless both would not fit in a post the server takes: the lead counts more. */
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

/** Starts the form's anti-bot check, once: on the first touch (useSendForm.ts), else on the first send. */
export function startProof(form: FormKind, proof: FormSend<FieldValues>['proof']): ProofStep {
  proof.current ??= startFormProof(form)
  return proof.current
}

/** Posts with the solved challenge, or without one (kept unverified: docs/architecture/lead-pipeline.md); a curable refusal is tried again. */
async function sendProved<T extends FieldValues>(send: FormSend<T>, payload: LeadPayload, key: string): Promise<SendResult> {
  const proof = startProof(send.kind, send.proof)
  for (let retried = false; ; retried = true) {
    const altcha = await proof.solution(send.setChecking)
    if (altcha === undefined) return submitLead(payload, key)
    const result = await submitLead({ ...payload, altcha }, key)
    if (retried || result.status !== 'failed' || !result.refusal || !(await proof.cures(result.refusal))) return result
  }
}

/** One key while the same values are retried (the first post may have been stored); randomUUID needs a secure page, as the anti-bot check does. */
function idempotencyKey(lastAttempt: FormSend<FieldValues>['lastAttempt'], payload: LeadPayload): string {
  const values = JSON.stringify(Object.entries(payload).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  if (lastAttempt.current?.values !== values) lastAttempt.current = { values, key: crypto.randomUUID() }
  return lastAttempt.current.key
}

/** Sends a checked form's values and shows how it went (useSendForm.ts). */
export async function sendForm<T extends FieldValues>(send: FormSend<T>, values: T): Promise<void> {
  const { kind, form, locale } = send
  const fields = Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  const attribution = visitAttribution()
  // A browser that cannot solve the check posts as without JavaScript: the server keeps the lead, flagged unverified.
  if (!proofSupport.supported()) return submitNatively(form.element.value, attribution)
  const payload = withinBodyLimit({ ...fields, form: kind, locale, origin: pageAddress(window.location.href) }, attribution)
  // The key names the values; the challenge that goes with them may change between tries.
  const key = idempotencyKey(send.lastAttempt, payload)
  let result = await sendProved(send, payload, key)
  // The lead store away for a moment: said, waited out, sent again under the same key, every value kept.
  for (let retry = 1; result.status === 'failed' && result.retryAfterMs && retry <= autoRetries; retry++) {
    const waitMs = result.retryAfterMs
    send.setFailure({ retryInSeconds: waitMs / 1000 })
    await sendAgainTimer.wait(waitMs)
    send.setFailure(undefined)
    result = await sendProved(send, payload, key)
  }
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
    if (shown.length < Object.keys(result.errors).length) send.setFailure({})
    return
  }
  send.setFailure(result.message ? { message: result.message } : {})
}
