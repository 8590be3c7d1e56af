import * as v from 'valibot'
import { fieldLimits } from './fieldLimits'
import { honeypot, origin, proofOfWork, requiredCountry, requiredEmail, requiredLine, requiredPhone, requiredText } from './fieldRules'
import { isPhoneOfCountry, phoneOfCountryError, withStoredPhone } from './phoneRule'

/** The contact page's form (docs/product/forms.md), shared by the browser and the server. */
export const contactSchema = v.pipe(
  v.object(
    {
      name: requiredLine(fieldLimits.name),
      company: requiredLine(fieldLimits.company),
      role: requiredLine(fieldLimits.role),
      email: requiredEmail(),
      country: requiredCountry(),
      phone: requiredPhone(),
      message: requiredText(fieldLimits.message),
      origin: origin(),
      website: honeypot(),
      altcha: proofOfWork(),
    },
    // A missing key is reported with the object's message: it is a required field left out.
    'required',
  ),
  v.forward(v.partialCheck([['phone'], ['country']], isPhoneOfCountry, phoneOfCountryError), ['phone']),
  v.transform(withStoredPhone),
)
