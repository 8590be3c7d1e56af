import { loadedPhoneLibrary } from './phoneLibrary'
import { formatPhone, isInternationalPhone, nationalDigits } from './phoneMask'

// A Brazilian number: a DDD (two digits, no zero) and 8 digits for a landline (2 to 5 first) or 9 for a mobile (9 first).
const brazilianNumber = /^[1-9]{2}(?:9\d{8}|[2-5]\d{7})$/

/**
 * The phone as a lead keeps it, or undefined when it is no phone number. A Brazilian number is kept
 * as the visitor typed it with the mask, `(11) 3333-4444` (sales read and dial it as such); an
 * international one, checked by libphonenumber-js, in E.164, `+34612345678`. An international number
 * needs the library loaded: `validate` (data/forms/validate.ts) loads it first; without it the number is refused.
 */
export function storedPhone(text: string, library = loadedPhoneLibrary()): string | undefined {
  if (!isInternationalPhone(text)) {
    const digits = nationalDigits(text)
    return brazilianNumber.test(digits) ? formatPhone(digits) : undefined
  }
  const number = library?.parsePhoneNumberFromString(text)
  return number?.isValid() ? number.number : undefined
}
