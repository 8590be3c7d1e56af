import { isFormKind, type FormKind } from '../../data/forms/formKinds'
import { splitLocale } from '../../data/localePath'
import { defaultLocale, isLocale, type Locale } from '../../data/locales'

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

/**
 * Which form was sent: the explicit `form` field ('contact' | 'lead') when present, else the
 * fields only the contact form has, else the lead form's `country` or `state`. A body naming neither is
 * checked as a contact form, whose errors list every field.
 */
function formKind(fields: Record<string, unknown>): FormKind {
  if (isFormKind(fields.form)) return fields.form
  if (['company', 'role', 'message'].some((field) => field in fields)) return 'contact'
  return 'state' in fields || 'country' in fields ? 'lead' : 'contact'
}

/** The locale segment of a page address, e.g. `https://tecto.com.br/en-us/contato` → `en-us`. */
export function localeOfAddress(address: unknown): Locale | undefined {
  if (typeof address !== 'string' || address === '') return undefined
  try {
    const { locale, hasLocaleSegment } = splitLocale(new URL(address, 'http://localhost').pathname)
    return hasLocaleSegment ? locale : undefined
  } catch {
    return undefined
  }
}

/** The answer's language: a `locale` field, else the sending page's (`origin`, then Referer), else Portuguese. */
function submissionLocale(fields: Record<string, unknown>, referer: string | undefined): Locale {
  const field = typeof fields.locale === 'string' ? fields.locale.toLowerCase() : undefined
  if (isLocale(field)) return field
  return localeOfAddress(fields.origin) ?? localeOfAddress(referer) ?? defaultLocale
}

/** Reads a request body (JSON or form-encoded; anything but an object counts as empty). */
export function readSubmission(body: unknown, referer?: string): Submission {
  const fields = isRecord(body) ? body : {}
  const honeypot = fields.website
  return {
    kind: formKind(fields),
    locale: submissionLocale(fields, referer),
    isBot: honeypot !== undefined && honeypot !== null && String(honeypot).trim() !== '',
    fields,
  }
}
