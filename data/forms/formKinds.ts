import * as v from 'valibot'
import { stateCodes } from '../brazilianStates'
import { brazil, isCountryCode } from '../countries'
import { fieldLimits } from './fieldLimits'
import { type ErrorCode, machineEntries, requiredCountry, requiredEmail, requiredLine, requiredPhone, requiredText } from './fieldRules'
import { phoneErrorCode, storedPhone } from './storedPhone'

// The site's two forms (docs/product/forms.md), shared by the browser and the server.

type PhoneAndCountry = { phone: string; country: string }

// Digits and the punctuation numbers are written with, "+" first; spaces, not \s: a line break is no part of a number.
const phoneCharacters = /^\+?[\d ().-]+$/

/** The phone's check across two fields: a number of the chosen country (or "+" and any code); without a listed country it waits for one. */
function isPhoneOfCountry({ phone, country }: PhoneAndCountry): boolean {
  if (!isCountryCode(country)) return true
  return phone.length <= fieldLimits.phone && phoneCharacters.test(phone) && storedPhone(phone, country) !== undefined
}

const phoneOfCountryError = ({ input }: { input: PhoneAndCountry }): ErrorCode => phoneErrorCode(input.phone, input.country)

/** The values with the phone as the lead keeps it (storedPhone.ts); only for a form already valid. */
const withStoredPhone = <T extends PhoneAndCountry>(values: T): T => ({ ...values, phone: storedPhone(values.phone, values.country)! })

const contactSchema = v.pipe(
  v.object(
    {
      name: requiredLine(fieldLimits.name),
      company: requiredLine(fieldLimits.company),
      role: requiredLine(fieldLimits.role),
      email: requiredEmail(),
      country: requiredCountry(),
      phone: requiredPhone(),
      message: requiredText(fieldLimits.message),
      ...machineEntries,
    },
    // A missing key is reported with the object's message: it is a required field left out.
    'required',
  ),
  // Forwarded to the phone, so its message shows while other fields are still wrong.
  v.forward(v.partialCheck([['phone'], ['country']], isPhoneOfCountry, phoneOfCountryError), ['phone']),
  v.transform(withStoredPhone),
)

/** The landing pages' lead form; its output has `state: null` outside Brazil. */
const leadSchema = v.pipe(
  v.object(
    {
      name: requiredLine(fieldLimits.name),
      email: requiredEmail(),
      phone: requiredPhone(),
      country: requiredCountry(),
      // Required only for Brazil, which the check below sees with the country.
      state: v.optional(v.pipe(v.string('required'), v.trim()), ''),
      ...machineEntries,
    },
    'required',
  ),
  v.forward(v.partialCheck([['phone'], ['country']], isPhoneOfCountry, phoneOfCountryError), ['phone']),
  // A lead from Brazil must name one of its states; for other countries the field is hidden and its value dropped.
  v.forward(
    v.partialCheck(
      [['country'], ['state']],
      ({ country, state }) => country !== brazil || (stateCodes as readonly string[]).includes(state),
      ({ input }) => (input.state === '' ? 'required' : 'state'),
    ),
    ['state'],
  ),
  v.transform((lead) => ({ ...withStoredPhone(lead), state: lead.country === brazil ? lead.state : null })),
)

/** The contact page's form (`contact`) and the landing pages' lead form (`lead`). */
export const formSchemas = { contact: contactSchema, lead: leadSchema } as const

export type FormKind = keyof typeof formSchemas

export const formKinds = Object.keys(formSchemas) as FormKind[]

/** Whether a value names one of the forms, e.g. the hidden `form` field of a post without JavaScript. */
export function isFormKind(value: unknown): value is FormKind {
  return formKinds.includes(value as FormKind)
}
