import { isCountryCode } from '../countries'
import type { ErrorCode } from './fieldRules'
import { fieldLimits } from './fieldLimits'
import { phoneErrorCode, storedPhone } from './storedPhone'

// The phone's check across two fields, a `partialCheck` forwarded to the phone, so its message shows while other fields are still wrong.

export type PhoneAndCountry = { phone: string; country: string }

// Digits and the punctuation numbers are written with, "+" first; spaces, not \s: a line break is no part of a number.
const phoneCharacters = /^\+?[\d ().-]+$/

/** Whether the phone is a number of the chosen country (or "+" and any code); without a listed country it waits for one. */
export function isPhoneOfCountry({ phone, country }: PhoneAndCountry): boolean {
  if (!isCountryCode(country)) return true
  return phone.length <= fieldLimits.phone && phoneCharacters.test(phone) && storedPhone(phone, country) !== undefined
}

/** The error code of a phone that is not, which says what the chosen country expects. */
export const phoneOfCountryError = ({ input }: { input: PhoneAndCountry }): ErrorCode => phoneErrorCode(input.phone, input.country)

/** The form's values with the phone as the lead keeps it (data/forms/storedPhone.ts); only for a form already valid. */
export const withStoredPhone = <T extends PhoneAndCountry>(values: T): T => ({ ...values, phone: storedPhone(values.phone, values.country)! })
