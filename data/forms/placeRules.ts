import * as v from 'valibot'
import { stateCodes, type StateCode } from '../brazilianStates'
import { isCountryCode } from '../countries'

// The lead form's own rules, apart from data/forms/fieldRules.ts, which both forms share: the country
// and state lists then travel only with the lead form's script, never with the contact page's.

/**
 * The lead's country, an ISO 3166-1 alpha-2 code. A post without the field comes from a page built
 * before the forms asked for it, when they took Brazilian leads only: it counts as Brazil.
 */
export const requiredCountry = () =>
  v.optional(
    v.pipe(
      v.string('required'),
      v.trim(),
      v.nonEmpty('required'),
      v.check((code) => isCountryCode(code), 'country'),
    ),
    'BR',
  )

/** The state field as sent: required only for Brazil, which the lead schema checks with the country. */
export const stateField = () => v.optional(v.pipe(v.string('required'), v.trim()), '')

/** Whether a value is one of the 27 federative units. */
export const isStateCode = (value: string): value is StateCode => stateCodes.includes(value as StateCode)
