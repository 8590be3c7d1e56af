import * as v from 'valibot'
import { stateCodes } from '../brazilianStates'
import { brazil } from '../countries'
import { fieldLimits } from './fieldLimits'
import { honeypot, origin, proofOfWork, requiredCountry, requiredEmail, requiredLine, requiredPhone } from './fieldRules'
import { isPhoneOfCountry, phoneOfCountryError, withStoredPhone } from './phoneRule'

/** The landing pages' lead form, shared by the browser and the server; its output has `state: null` outside Brazil. */
export const leadSchema = v.pipe(
  v.object(
    {
      name: requiredLine(fieldLimits.name),
      email: requiredEmail(),
      phone: requiredPhone(),
      country: requiredCountry(),
      // Required only for Brazil, which the checks below see with the country.
      state: v.optional(v.pipe(v.string('required'), v.trim()), ''),
      origin: origin(),
      website: honeypot(),
      altcha: proofOfWork(),
    },
    // A missing key is reported with the object's message: it is a required field left out.
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
