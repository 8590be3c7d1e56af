import { brazil, isCountryCode, type CountryCode } from '../countries'

// How a typed phone is read (docs/product/forms.md): Brazilian with the mask, international after "+", else of the chosen country.

/** A phone as typed: Brazilian (the national mask), international (typed with "+"), or national to the chosen country. */
export type PhoneKind = 'brazilian' | 'international' | 'national'

/** Brazil's country code, +55 or 0055, and (the start of) a national number: "+55" alone may still become "+552…" or "+5511…". */
export const brazilianCountryCode = /^\s*(?:\+\s*55[\s()-]*\d|0055)/

/** The country a form's phone follows: the chosen one, or Brazil for pages built before the form asked (fieldRules.ts). */
export function phoneCountry(country: unknown): CountryCode {
  return isCountryCode(country) ? country : brazil
}

/** How a phone is read: +55 stays Brazilian whatever the country; "+" and another code is international anywhere. */
export function phoneKind(text: string, country: unknown): PhoneKind {
  if (/^\s*\+/.test(text) && !brazilianCountryCode.test(text)) return 'international'
  return phoneCountry(country) === brazil || brazilianCountryCode.test(text) ? 'brazilian' : 'national'
}
