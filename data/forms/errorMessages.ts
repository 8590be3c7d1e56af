import type { I18n, MessageDescriptor } from '@lingui/core'
import { plainMsg } from '../../locales/plainMsg/plainMsg'
import { errorCodes, type ErrorCode } from './fieldRules'
import { fieldLimits, type LimitedField } from './fieldLimits'
import type { FormKind } from './formKinds'

// Messages like every other (locales/*.po), written with plainMsg: the lead server runs this file as it is.
// "Field required" and "Invalid email" are the brief's own words. In Portuguese the contact form writes
// "Email inválido" and the lead forms "E-mail inválido": one English text, two contexts.

/** Every validation message, by error code. */
export const errorMessages = {
  required: plainMsg({ message: 'Field required', comment: 'Form error under a field left empty. pt-BR: exactly “Campo obrigatório”' }),
  email: plainMsg({
    message: 'Invalid email',
    context: 'contact form',
    comment: 'Contact form error under a wrong e-mail address. pt-BR: exactly “Email inválido” (no hyphen, unlike the lead forms)',
  }),
  phone: plainMsg({ message: 'Enter a valid phone number with area code', comment: 'Form error under a wrong phone number; “area code” is the Brazilian DDD' }),
  singleLine: plainMsg({ message: 'Use a single line, without line breaks', comment: 'Form error: a name, company or role typed over several lines' }),
  state: plainMsg({ message: 'Choose a state from the list', comment: 'Lead form error: the state is one of the 27 Brazilian federative units' }),
  country: plainMsg({
    message: 'Choose a country from the list',
    comment: 'Lead form error: the country select was left empty or sent a code that is not on the list',
  }),
  tooLong: plainMsg({
    message: 'Use at most {max, plural, one {{max, number} character} other {{max, number} characters}}',
    comment: 'Form error under a field that is too long; {max, number} is the limit in the page’s number format (120 or 5,000)',
  }),
} as const satisfies Record<ErrorCode, MessageDescriptor>

/** Where a form's wording differs from the table above. */
export const formMessageOverrides: Partial<Record<FormKind, Partial<Record<ErrorCode, MessageDescriptor>>>> = {
  lead: {
    email: plainMsg({
      message: 'Invalid email',
      context: 'lead form',
      comment: 'Lead form (hire and software-factory pages) error under a wrong e-mail address. pt-BR: exactly “E-mail inválido”',
    }),
  },
}

/** The message of one error code on a form, before its values. */
const descriptorOf = (form: FormKind, code: ErrorCode): MessageDescriptor => formMessageOverrides[form]?.[code] ?? errorMessages[code] ?? errorMessages.required

/** Every message a form's fields can show: its island's page must carry them all (components/forms/formLaterStates.tsx). */
export const formErrorMessages = (form: FormKind): MessageDescriptor[] => errorCodes.map((code) => descriptorOf(form, code))

/** The message for one error code of a form's field, in the language of `i18n`; `tooLong` names the field's limit. */
export function errorMessage(i18n: I18n, form: FormKind, code: ErrorCode, field?: string): string {
  // A code from outside the table (a schema action without its own code) still tells the visitor which field to fix.
  const limit = field && field in fieldLimits ? fieldLimits[field as LimitedField] : undefined
  const message: MessageDescriptor = { ...descriptorOf(form, code), values: limit === undefined ? {} : { max: limit } }
  return i18n._(message)
}

/** Turns validate()'s error codes into messages: `{ email: 'email' }` → `{ email: 'Invalid email' }`. */
export function localizeErrors(i18n: I18n, form: FormKind, errors: Record<string, ErrorCode>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, errorMessage(i18n, form, code, field)]))
}
