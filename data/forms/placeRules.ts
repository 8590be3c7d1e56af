import * as v from 'valibot'
import { stateCodes, type StateCode } from '../brazilianStates'
import { brazil, isCountryCode } from '../countries'

// Where a lead is from, apart from data/forms/fieldRules.ts: the country list travels with both forms' scripts (the
// phone follows the country), the state list only with the lead form's.

/**
 * The lead's country, an ISO 3166-1 alpha-2 code. A post without the field comes from a page built
 * before the form asked for it, when its phone was Brazilian unless typed with "+": it counts as Brazil.
 */
export const requiredCountry = () =>
  v.optional(
    v.pipe(
      v.string('required'),
      v.trim(),
      v.nonEmpty('required'),
      v.check((code) => isCountryCode(code), 'country'),
    ),
    brazil,
  )

/** The state field as sent: required only for Brazil, which the lead schema checks with the country. */
export const stateField = () => v.optional(v.pipe(v.string('required'), v.trim()), '')

/** Whether a value is one of the 27 federative units. */
export const isStateCode = (value: string): value is StateCode => stateCodes.includes(value as StateCode)
