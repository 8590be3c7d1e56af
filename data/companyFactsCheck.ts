import * as v from 'valibot'
import { executiveRoles, productSites, videoSlots, type CompanyFacts } from './companyFacts'

/** One fact the site still lacks (`missing`) or cannot use (anything else), in words an editor acts on. */
export type ContentProblem = { fact: string; problem: string }

/** Whether a problem is only a fact not supplied yet, which the site does without, rather than a wrong one. */
export const isMissing = (problem: ContentProblem) => problem.problem === 'missing'

/** Whether a CNPJ's two check digits are right (Receita Federal's modulo-11 rule). */
export function isValidCnpj(cnpj: string): boolean {
  if (!/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/.test(cnpj)) return false
  const digits = cnpj.replace(/\D/g, '').split('').map(Number)
  if (new Set(digits).size === 1) return false
  const checkDigit = (length: number) => {
    const weights = length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    const rest = weights.reduce((sum, weight, index) => sum + weight * digits[index]!, 0) % 11
    return rest < 2 ? 0 : 11 - rest
  }
  return checkDigit(12) === digits[12] && checkDigit(13) === digits[13]
}

/** An e-mail address as the forms take one (valibot's rule), with nothing around it. */
const emailAddress = v.pipe(v.string(), v.email())

/** Every fact that is missing or malformed, in the order of the content file. */
export function contentProblems(facts: CompanyFacts, context: { publicFileExists: (path: string) => boolean }): ContentProblem[] {
  const problems: ContentProblem[] = []
  const missing = (fact: string) => problems.push({ fact, problem: 'missing' })
  const check = (fact: string, value: string | undefined, valid: (value: string) => boolean, expected: string) => {
    if (value === undefined) missing(fact)
    else if (!valid(value)) problems.push({ fact, problem: `"${value}" is not ${expected}` })
  }
  const isHttps = (value: string) => URL.canParse(value) && new URL(value).protocol === 'https:'

  check('legalName', facts.legalName, (value) => value.trim().length > 2, 'a company name')
  check('cnpj', facts.cnpj, isValidCnpj, 'a CNPJ written NN.NNN.NNN/NNNN-NN with valid check digits')
  check('address', facts.address, (value) => value.trim().length > 10, 'a full address')
  check('contactEmail', facts.contactEmail, (value) => v.is(emailAddress, value), 'an e-mail address, e.g. contato@tecto.com.br')
  check('whatsappNumber', facts.whatsappNumber, (value) => /^[1-9]\d{9,14}$/.test(value), 'a number with country code, digits only')
  // As many profiles as the company has, none included: each one only has to be an https address.
  for (const [index, address] of facts.socialProfiles.entries()) check(`socialProfiles[${index}]`, address, isHttps, 'an https address')
  for (const slot of videoSlots) check(`videoIds.${slot}`, facts.videoIds[slot], (value) => /^[\w-]{11}$/.test(value), 'an 11-character YouTube id')
  for (const product of productSites) check(`productSites.${product}`, facts.productSites[product], isHttps, 'an https address')
  check('lgpdCertificate', facts.lgpdCertificate, context.publicFileExists, 'a file under public/')
  check('privacyEmail', facts.privacyEmail, (value) => v.is(emailAddress, value), 'an e-mail address, e.g. privacidade@tecto.com.br')
  for (const role of executiveRoles) {
    const person = facts.executives[role]
    check(`executives.${role}.name`, person?.name, (value) => value.trim().includes(' '), 'a full name')
    if (person?.portrait !== undefined) check(`executives.${role}.portrait`, person.portrait, context.publicFileExists, 'a file under public/')
  }
  if (facts.hireTestimonial === undefined) missing('hireTestimonial')
  else check('hireTestimonial.name', facts.hireTestimonial.name, (value) => value.trim().length > 1, 'a name')
  return problems
}
