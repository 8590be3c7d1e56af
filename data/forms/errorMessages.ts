import type { I18n, MessageDescriptor } from '@lingui/core'
import { plainMsg } from '../../locales/plainMsg/plainMsg'
import { countryName } from '../countries'
import type { ErrorCode } from './fieldRules'
import { fieldLimits, type LimitedField } from './fieldLimits'
import type { FormKind } from './formKinds'
import { phoneCountry } from './phoneKind'

// plainMsg, as the lead server runs this file as it is. Portuguese says "Email inválido" on the contact form, "E-mail inválido" on the lead forms.

export const errorMessages = {
  required: plainMsg({ message: 'Field required', comment: 'Form error under a field left empty. pt-BR: exactly “Campo obrigatório”' }),
  email: plainMsg({
    message: 'Invalid email',
    context: 'contact form',
    comment: 'Contact form error under a wrong e-mail address. pt-BR: exactly “Email inválido” (no hyphen, unlike the lead forms)',
  }),
  phone: plainMsg({
    message: 'Enter a valid phone number with area code',
    comment: 'Form error under a wrong Brazilian phone number (Brazil chosen as the country); “area code” is the Brazilian DDD',
  }),
  phoneCountry: plainMsg({
    message: 'Enter a valid phone number for the selected country ({country})',
    comment:
      'Form error under a phone number that is not one of the country chosen in the form; {country} is its name in the page’s language, e.g. “Spain”, “United States” (in brackets, so no article or preposition has to agree with it)',
  }),
  phoneInternational: plainMsg({
    message: 'Enter a valid international number: + and the country code, then the number',
    comment: 'Form error under a phone number typed with “+” that is no number, or for a country without a numbering plan (Antarctica)',
  }),
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

/** The one message whose wording differs on the lead form. */
const leadEmail = plainMsg({
  message: 'Invalid email',
  context: 'lead form',
  comment: 'Lead form (the landing pages) error under a wrong e-mail address. pt-BR: exactly “E-mail inválido”',
})

/** What a form sent that its messages may name: the chosen country, for the phone's. */
export type SentValues = { country?: unknown }

/** The message of one error code of a field: `tooLong` names the limit, `phoneCountry` the country in `sent`. */
export function errorMessage(i18n: I18n, form: FormKind, code: ErrorCode, field?: string, sent: SentValues = {}): string {
  // A code from outside the table (a schema action without its own code) still tells the visitor which field to fix.
  const limit = field && field in fieldLimits ? fieldLimits[field as LimitedField] : undefined
  const values = {
    ...(limit === undefined ? {} : { max: limit }),
    ...(code === 'phoneCountry' ? { country: countryName(i18n.locale, phoneCountry(sent.country)) } : {}),
  }
  // A descriptor in a variable: Lingui's extractor reads an object written inside `i18n._(…)` as a message of its own.
  const descriptor = form === 'lead' && code === 'email' ? leadEmail : (errorMessages[code] ?? errorMessages.required)
  const message: MessageDescriptor = { ...descriptor, values }
  return i18n._(message)
}

/** Turns validate()'s error codes into messages for the values `sent`: `{ email: 'email' }` → `{ email: 'Invalid email' }`. */
export function localizeErrors(i18n: I18n, form: FormKind, errors: Record<string, ErrorCode>, sent: SentValues = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, errorMessage(i18n, form, code, field, sent)]))
}
