import { isCountryCode } from '../countries'
import type { ErrorCode } from './fieldRules'
import { fieldLimits } from './fieldLimits'
import { phoneErrorCode, storedPhone } from './storedPhone'

// The phone's check across two fields, for the schemas of both forms: a number is valid or not in the country chosen
// beside it (data/forms/phoneKind.ts). Used in each schema's pipe after its object, as a `partialCheck` forwarded to
// the phone, so the message shows while other fields are still wrong.

/** A form's phone and chosen country, each already checked alone. */
export type PhoneAndCountry = { phone: string; country: string }

// Digits and the punctuation numbers are written with, "+" first for a country code. Spaces, not \s: a line break
// inside a number is no punctuation of it.
const phoneCharacters = /^\+?[\d ().-]+$/

/**
 * Whether the phone is a number in the chosen country (or typed with "+" and any country code). With no country
 * from the list, the country's own message asks for one and the phone waits: what it must be depends on it.
 */
export function isPhoneOfCountry({ phone, country }: PhoneAndCountry): boolean {
  if (!isCountryCode(country)) return true
  return phone.length <= fieldLimits.phone && phoneCharacters.test(phone) && storedPhone(phone, country) !== undefined
}

/** The error code of a phone that is not, which says what the chosen country expects. */
export const phoneOfCountryError = ({ input }: { input: PhoneAndCountry }): ErrorCode => phoneErrorCode(input.phone, input.country)

/** The form's values with the phone as the lead keeps it (data/forms/storedPhone.ts); only for a form already valid. */
export const withStoredPhone = <T extends PhoneAndCountry>(values: T): T => ({ ...values, phone: storedPhone(values.phone, values.country)! })
