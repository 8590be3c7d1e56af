import { formSchemas, isFormKind, type FormKind } from '../../data/forms/formKinds'
import { validate } from '../../data/forms/validate'
import { defaultLocale, type Locale } from '../../data/locales'
import { bodyLocale, isRecord, localeOfAddress } from './errorAnswer'

/** A posted form as the route sees it before validation. */
export type Submission = {
  kind: FormKind
  locale: Locale
  /** Something filled the honeypot field `website`, which people never see. */
  isBot: boolean
  fields: Record<string, unknown>
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

/** Validates a submission with the form's shared schema (data/forms), as the browser does: a lead, or error codes. */
export async function validateLead({ kind, locale, fields: posted }: Submission) {
  // What the schema checks: not the honeypot, and a page address only when it is text.
  const { website: _honeypot, origin: page, ...visible } = posted
  const fields = { ...visible, origin: typeof page === 'string' ? page : '' }
  if (kind === 'contact') {
    const result = await validate(formSchemas.contact, fields)
    if (!result.ok) return result
    const { name, email, phone, company, role, message, country, origin } = result.value
    return { ok: true, lead: { kind, locale, name, email, phone, company, role, message, country, state: null, origin } } as const
  }
  const result = await validate(formSchemas.lead, fields)
  if (!result.ok) return result
  const { name, email, phone, country, state, origin } = result.value
  return { ok: true, lead: { kind, locale, name, email, phone, company: null, role: null, message: null, country, state, origin } } as const
}
