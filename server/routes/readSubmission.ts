import { isFormKind, type FormKind } from '../../data/forms/formKinds'
import { defaultLocale, type Locale } from '../../data/locales'
import { bodyLocale, localeOfAddress } from './answerLocale'

/** A posted form as the route sees it before validation. */
export type Submission = {
  kind: FormKind
  locale: Locale
  /** Something filled the honeypot field `website`, which people never see. */
  isBot: boolean
  fields: Record<string, unknown>
}

/** Whether a parsed body is an object of fields, as every form sends: not an array, a string or null. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Which form was sent: the `form` field, else by the fields only one form has; else the contact form, whose errors list every field. */
function formKind(fields: Record<string, unknown>): FormKind {
  if (isFormKind(fields.form)) return fields.form
  if (['company', 'role', 'message'].some((field) => field in fields)) return 'contact'
  return 'state' in fields || 'country' in fields ? 'lead' : 'contact'
}

/** Reads a request body (JSON or form-encoded; anything but an object counts as empty). */
export function readSubmission(body: unknown, referer?: string): Submission {
  const fields = isRecord(body) ? body : {}
  const honeypot = fields.website
  return {
    kind: formKind(fields),
    locale: bodyLocale(fields) ?? localeOfAddress(referer) ?? defaultLocale,
    isBot: honeypot !== undefined && honeypot !== null && String(honeypot).trim() !== '',
    fields,
  }
}
