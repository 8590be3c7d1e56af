import { localeTag, type Locale } from '../locales'
import type { ErrorCode } from './fieldRules'
import { fieldLimits, type LimitedField } from './fieldLimits'
import type { FormKind } from './formKinds'

// Plain strings, no Lingui: the server answers in the form's language with this same table.
// `required` and `email` are SPEC §5's words, verbatim; the spec words the e-mail error of the
// two forms differently in Portuguese and gives the lead form's messages only in Portuguese.

/** Every validation message, by locale and error code. */
export const errorMessages = {
  'pt-br': {
    required: 'Campo obrigatório',
    email: 'Email inválido',
    phone: 'Informe um telefone válido com DDD',
    singleLine: 'Use uma única linha, sem quebras de linha',
    state: 'Selecione um estado da lista',
    country: 'Selecione um país da lista',
    tooLong: 'Use no máximo {max} caracteres',
  },
  'en-us': {
    required: 'Field required',
    email: 'Invalid email',
    phone: 'Enter a valid phone number with area code',
    singleLine: 'Use a single line, without line breaks',
    state: 'Choose a state from the list',
    country: 'Choose a country from the list',
    tooLong: 'Use at most {max} characters',
  },
  'es-es': {
    required: 'Campo requerido',
    email: 'Correo electrónico no válido',
    phone: 'Introduce un teléfono válido con prefijo',
    singleLine: 'Usa una sola línea, sin saltos de línea',
    state: 'Elige un estado de la lista',
    country: 'Elige un país de la lista',
    tooLong: 'Usa como máximo {max} caracteres',
  },
} as const satisfies Record<Locale, Record<ErrorCode, string>>

/** Where a form's wording differs from the table above: SPEC §5 writes the lead forms' "E-mail" with a hyphen. */
export const formMessageOverrides: Partial<Record<FormKind, Partial<Record<Locale, Partial<Record<ErrorCode, string>>>>>> = {
  lead: { 'pt-br': { email: 'E-mail inválido' } },
}

/** The message for one error code of a form's field, in a locale; `{max}` becomes the field's length limit. */
export function errorMessage(form: FormKind, locale: Locale, code: ErrorCode, field?: string): string {
  const messages: Partial<Record<string, string>> = errorMessages[locale]
  // A code from outside the table (a schema action without its own code) still tells the visitor which field to fix.
  const message = formMessageOverrides[form]?.[locale]?.[code] ?? messages[code] ?? messages.required!
  const limit = field && field in fieldLimits ? fieldLimits[field as LimitedField] : undefined
  return limit === undefined ? message : message.replace('{max}', new Intl.NumberFormat(localeTag(locale)).format(limit))
}

/** Turns validate()'s error codes into messages: `{ email: 'email' }` → `{ email: 'Invalid email' }`. */
export function localizeErrors(form: FormKind, locale: Locale, errors: Record<string, ErrorCode>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, errorMessage(form, locale, code, field)]))
}
