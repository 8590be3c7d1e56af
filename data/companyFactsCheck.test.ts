import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { companyFacts, type CompanyFacts } from './companyFacts'
import { contentProblems, isValidCnpj } from './companyFactsCheck'

const context = { publicFileExists: (path: string) => ['/certificados/lgpd.pdf', '/images/team/ceo.jpg'].includes(path) }
const localized = (text: string) => ({ 'pt-br': text, 'en-us': text, 'es-es': text })

const complete: CompanyFacts = {
  legalName: 'Tecto Tecnologia Ltda.',
  cnpj: '11.222.333/0001-81',
  address: 'Av. Paulista, 1000, São Paulo – SP, 01310-100',
  contactEmail: 'contato@tecto.com.br',
  whatsappNumber: '5511987654321',
  socialProfiles: ['https://www.linkedin.com/company/t', 'https://instagram.com/t', 'https://medium.com/@t'],
  videoIds: { 'ai-agents': 'abcdefghijk', 'software-factory': 'bcdefghijkl', 'tech-talent': 'cdefghijklm' },
  productSites: { seller: 'https://seller.example', manager: 'https://manager.example', kids: 'https://kids.example', rent: 'https://rent.example' },
  lgpdCertificate: '/certificados/lgpd.pdf',
  privacyEmail: 'privacidade@tecto.com.br',
  executives: { ceo: { name: 'Sample Person', portrait: '/images/team/ceo.jpg', bio: localized('A bio.') }, cto: { name: 'Other Sample' } },
  hireTestimonial: { quote: localized('Words.'), name: 'Sample Person', role: localized('CEO, Tecto') },
}

test('a CNPJ is valid only with its check digits right and in its written form', () => {
  assert.ok(isValidCnpj('11.222.333/0001-81'))
  assert.not.ok(isValidCnpj('11.222.333/0001-82'))
  assert.not.ok(isValidCnpj('11222333000181'))
  assert.not.ok(isValidCnpj('00.000.000/0000-00'))
})

test('complete facts leave nothing to report', () => {
  assert.equal(contentProblems(complete, context), [])
})

test('each missing fact is named, and a malformed one says what it should be', () => {
  const { cnpj: _cnpj, ...withoutCnpj } = complete
  const facts: CompanyFacts = { ...withoutCnpj, whatsappNumber: '+55 11 98765-4321', videoIds: { ...complete.videoIds, 'tech-talent': 'short' } }
  assert.equal(contentProblems(facts, context), [
    { fact: 'cnpj', problem: 'missing' },
    { fact: 'whatsappNumber', problem: '"+55 11 98765-4321" is not a number with country code, digits only' },
    { fact: 'videoIds.tech-talent', problem: '"short" is not an 11-character YouTube id' },
  ])
})

test('the contact e-mail is named when missing, and must be one address with nothing around it', () => {
  const { contactEmail: _contactEmail, ...withoutEmail } = complete
  assert.equal(contentProblems(withoutEmail, context), [{ fact: 'contactEmail', problem: 'missing' }])
  for (const wrong of ['contato', 'contato@tecto', 'mailto:contato@tecto.com.br', 'Tecto <contato@tecto.com.br>', ' contato@tecto.com.br']) {
    assert.equal(contentProblems({ ...complete, contactEmail: wrong }, context), [
      { fact: 'contactEmail', problem: `"${wrong}" is not an e-mail address, e.g. contato@tecto.com.br` },
    ])
  }
})

test('social profiles may be none, or any number, each an https address', () => {
  assert.equal(contentProblems({ ...complete, socialProfiles: [] }, context), [])
  const facts = { ...complete, socialProfiles: ['https://www.linkedin.com/company/t', 'http://instagram.com/t', 'https://'] } as unknown as CompanyFacts
  assert.equal(contentProblems(facts, context), [
    { fact: 'socialProfiles[1]', problem: '"http://instagram.com/t" is not an https address' },
    { fact: 'socialProfiles[2]', problem: '"https://" is not an https address' },
  ])
})

test('the executives, the privacy mailbox and the testimonial are named when missing; a portrait must be a file the site has', () => {
  const { privacyEmail: _privacyEmail, hireTestimonial: _hireTestimonial, ...without } = complete
  assert.equal(contentProblems({ ...without, executives: { ceo: { name: 'Sample Person', portrait: '/images/team/none.jpg' } } }, context), [
    { fact: 'privacyEmail', problem: 'missing' },
    { fact: 'executives.ceo.portrait', problem: '"/images/team/none.jpg" is not a file under public/' },
    { fact: 'executives.cto.name', problem: 'missing' },
    { fact: 'hireTestimonial', problem: 'missing' },
  ])
})

test('a certificate must be a file the site has', () => {
  const facts: CompanyFacts = { ...complete, lgpdCertificate: '/certificados/other.pdf' }
  assert.equal(
    contentProblems(facts, context).map(({ fact }) => fact),
    ['lgpdCertificate'],
  )
})

test('the facts in the repository today: every one is still to be supplied by the company', () => {
  const problems = contentProblems(companyFacts, context)
  assert.ok(problems.length > 0)
  assert.not.ok(
    problems.some(({ fact }) => fact.startsWith('socialProfiles')),
    'no profile is "missing": the company may have none',
  )
  assert.ok(
    problems.every(({ problem }) => problem === 'missing'),
    'whatever is filled in is well formed',
  )
})

test.run()
