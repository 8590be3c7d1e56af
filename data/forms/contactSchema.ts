import * as v from 'valibot'
import { fieldLimits } from './fieldLimits'
import { honeypot, origin, proofOfWork, requiredEmail, requiredLine, requiredPhone, requiredText } from './fieldRules'

/** The contact page's form (docs/product/forms.md): six required fields; shared by the browser and the server. */
export const contactSchema = v.object(
  {
    name: requiredLine(fieldLimits.name),
    phone: requiredPhone(),
    company: requiredLine(fieldLimits.company),
    role: requiredLine(fieldLimits.role),
    email: requiredEmail(),
    message: requiredText(fieldLimits.message),
    origin: origin(),
    website: honeypot(),
    altcha: proofOfWork(),
  },
  // A missing key is reported with the object's message: it is a required field left out.
  'required',
)

/** The contact form's values. */
export type ContactInput = v.InferInput<typeof contactSchema>
