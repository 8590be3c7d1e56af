import * as v from 'valibot'
import { stateCodes, type StateCode } from '../brazilianStates'

// The lead form's state field; only its script carries the list of states (vite-plugins/clientChunks.ts).

/** The state field as sent: required only for Brazil, which the lead schema checks with the country. */
export const stateField = () => v.optional(v.pipe(v.string('required'), v.trim()), '')

export const isStateCode = (value: string): value is StateCode => stateCodes.includes(value as StateCode)
