import * as v from 'valibot'
import { brazil, isCountryCode } from '../countries'

// Where a lead is from: the country travels with both forms' scripts (the phone follows it); the state's rules are in stateRules.ts.

/** The lead's country; a post without it comes from a page built before the form asked, and counts as Brazil. */
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
