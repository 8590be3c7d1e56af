import * as v from 'valibot'
import { fieldLimits } from './fieldLimits'
import { honeypot, origin, requiredEmail, requiredLine, requiredPhone, requiredState } from './fieldRules'

/** The hire and software-factory landing pages' form (SPEC §5); shared by the browser and the server. */
export const leadSchema = v.object(
  {
    name: requiredLine(fieldLimits.name),
    email: requiredEmail(),
    phone: requiredPhone(),
    state: requiredState(),
    origin: origin(),
    website: honeypot(),
  },
  // A missing key is reported with the object's message: it is a required field left out.
  'required',
)

/** The lead form's values. */
export type LeadInput = v.InferInput<typeof leadSchema>
