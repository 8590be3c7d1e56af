import { brazil, isCountryCode, type CountryCode } from '../countries'

// How a typed phone is read (docs/product/forms.md): Brazilian with the mask, international after "+", else of the chosen country.

/** A phone as typed: Brazilian (the national mask), international (typed with "+"), or national to the chosen country. */
export type PhoneKind = 'brazilian' | 'international' | 'national'

// "+55" followed by (the start of) a national number; "+55" alone may still become "+552…" or "+5511…".
const brazilianCountryCode = /^\s*(?:\+\s*55[\s()-]*\d|0055)/

/** Whether a text starts with Brazil's country code, +55 or 0055, and a number after it. */
export function hasBrazilianCountryCode(text: string): boolean {
  return brazilianCountryCode.test(text)
}

/** The country a form's phone follows: the chosen one, or Brazil for pages built before the form asked (fieldRules.ts). */
export function phoneCountry(country: unknown): CountryCode {
  return isCountryCode(country) ? country : brazil
}

/** How a phone is read: +55 stays Brazilian whatever the country; "+" and another code is international anywhere. */
export function phoneKind(text: string, country: unknown): PhoneKind {
  if (/^\s*\+/.test(text) && !hasBrazilianCountryCode(text)) return 'international'
  return phoneCountry(country) === brazil || hasBrazilianCountryCode(text) ? 'brazilian' : 'national'
}
