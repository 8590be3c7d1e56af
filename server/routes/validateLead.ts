import type { ErrorCode } from '../../data/forms/fieldRules'
import { formSchemas } from '../../data/forms/formKinds'
import { validate } from '../../data/forms/validate'
import type { NewLead } from '../leads/leadStore'
import type { Submission } from './readSubmission'

/** A lead's fields as its form's schema passed them; whether it was verified, and its attribution, are the route's to add. */
export type ValidLead = Omit<NewLead, 'verified' | 'challenge' | 'idempotencyKey' | 'attribution'>

/** A submission checked with its form's shared schema (data/forms): a lead to store, or error codes. */
export type LeadValidation = { ok: true; lead: ValidLead } | { ok: false; errors: Record<string, ErrorCode> }

/** The fields the schema checks: not the honeypot, and a page address only when it is text. */
function visibleFields({ website: _honeypot, origin, ...fields }: Record<string, unknown>): Record<string, unknown> {
  return { ...fields, origin: typeof origin === 'string' ? origin : '' }
}

/** Validates a submission exactly as the browser does and shapes it for the store. */
export async function validateLead(submission: Submission): Promise<LeadValidation> {
  const { kind, locale } = submission
  const fields = visibleFields(submission.fields)
  if (kind === 'contact') {
    const result = await validate(formSchemas.contact, fields)
    if (!result.ok) return result
    const { name, email, phone, company, role, message, country, origin } = result.value
    return { ok: true, lead: { kind, locale, name, email, phone, company, role, message, country, state: null, origin } }
  }
  const result = await validate(formSchemas.lead, fields)
  if (!result.ok) return result
  const { name, email, phone, country, state, origin } = result.value
  return { ok: true, lead: { kind, locale, name, email, phone, company: null, role: null, message: null, country, state, origin } }
}
