import { brazil } from '../countries'
import type { ErrorCode } from './fieldRules'
import { loadedPhoneLibrary } from './phoneLibrary'
import { digitsOf, formatPhone } from './phoneMask'
import { phoneCountry, phoneKind } from './phoneKind'

// A Brazilian number: a DDD (two digits, no zero) and 8 digits for a landline (2 to 5 first) or 9 for a mobile (9 first).
const brazilianNumber = /^[1-9]{2}(?:9\d{8}|[2-5]\d{7})$/

/** The phone as a lead keeps it: Brazilian masked, `(11) 3333-4444`, as sales dial it; any other in E.164 (libphonenumber-js, loaded by `validate`). */
export function storedPhone(text: string, country: string = brazil, library = loadedPhoneLibrary()): string | undefined {
  const kind = phoneKind(text, country)
  if (kind === 'brazilian') {
    const digits = digitsOf(text)
    return brazilianNumber.test(digits) ? formatPhone(digits) : undefined
  }
  const national = phoneCountry(country)
  let number: ReturnType<NonNullable<typeof library>['parsePhoneNumberFromString']> | undefined
  if (kind === 'international') number = library?.parsePhoneNumberFromString(text)
  // A country without a numbering plan in the library (Antarctica) takes only numbers typed with "+".
  else if (library?.isSupportedCountry(national)) number = library.parsePhoneNumberFromString(text, national)
  return number?.isValid() ? number.number : undefined
}

/** What a refused phone's message asks for: a Brazilian number, one of the chosen country, or "+" and a country code. */
export function phoneErrorCode(text: string, country: string, library = loadedPhoneLibrary()): ErrorCode {
  const kind = phoneKind(text, country)
  if (kind === 'brazilian') return 'phone'
  // Before the library has loaded (offline) the country's own message is still the likelier help.
  const planned = library ? library.isSupportedCountry(phoneCountry(country)) : true
  return kind === 'national' && planned ? 'phoneCountry' : 'phoneInternational'
}
