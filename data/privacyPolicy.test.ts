import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createI18n } from '../locales/i18n'
import { companyFacts } from './companyFacts'
import { legalBodyProblems, linkedAnchors } from './content/legalCollection'
import type { ContentFile } from './content/contentFile'
import { fieldLabel } from './forms/formReplyText'
import { formKinds } from './forms/formKinds'
import { visitorFields } from './forms/visitorFields'
import { localeSegments } from './locales'
import { fillPlaceholders } from './content/placeholders'
import { controllerName, policyValues } from './privacyPlaceholders'
import { backupRetentionDays, leadRetentionDays } from './leadRetention'
import { privacyPolicy } from './privacyPolicy'

for (const locale of localeSegments) {
  test(`${locale}: titled sections with unique anchors, those the site links to included`, () => {
    const { title, intro, sections } = privacyPolicy(locale)
    assert.ok(title && intro)
    const ids = sections.map((section) => section.id)
    assert.is(new Set(ids).size, ids.length, ids.join())
    for (const anchor of linkedAnchors) assert.ok(ids.includes(anchor), anchor)
    for (const section of sections) assert.ok(section.title.trim() && section.html.includes('<p>'), `${locale} #${section.id}`)
  })

  test(`${locale}: every field each form collects is named, from the form's schema, and nothing is left unfilled`, async () => {
    const i18n = await createI18n(locale)
    const text = privacyPolicy(locale)
      .sections.map((section) => fillPlaceholders(section.html, policyValues(i18n, locale)))
      .join('\n')
    assert.not.match(text, '{{')
    for (const kind of formKinds) {
      for (const field of visitorFields(kind)) assert.match(text, fieldLabel(i18n, field).toLocaleLowerCase(i18n.locale), `${kind}.${field}`)
    }
    // No data-protection mailbox is supplied (data/companyFacts.ts): the requests go through the contact form.
    assert.not.match(text, 'mailto:')
    assert.is(text.split(`<a href="/${locale}/contato">`).length - 1, 2, 'in "who we are" and in "your rights"')
    assert.match(text, String(leadRetentionDays))
    assert.match(text, String(backupRetentionDays))
  })
}

test("the lead forms collect the country, and a Brazilian lead's state; no form's machine fields count", () => {
  assert.equal(visitorFields('lead'), ['name', 'email', 'phone', 'country', 'state'])
  assert.not.ok(visitorFields('contact').some((field) => ['origin', 'website', 'altcha'].includes(field)))
})

test('placeholders read in the page language: periods, field lists, the contact address', async () => {
  const english = await createI18n('en-us')
  assert.is(
    fillPlaceholders('<p>{{leadRetention}} / {{fields:lead}}</p>', policyValues(english, 'en-us')),
    `<p>${leadRetentionDays} days / name, email, phone, country, and state</p>`,
  )
  const spanish = await createI18n('es-es')
  assert.match(fillPlaceholders('{{backupRetention}}', policyValues(spanish, 'es-es')), `${backupRetentionDays} días`)
})

test('the data protection officer: their mailbox once supplied, else the contact form, in the page language', async () => {
  const english = await createI18n('en-us')
  assert.is(
    fillPlaceholders('{{privacyContact}}', policyValues(english, 'en-us', { privacyEmail: 'dpo@example.com' })),
    'Write to <a href="mailto:dpo@example.com">dpo@example.com</a>.',
  )
  const portuguese = await createI18n('pt-br')
  const withoutMailbox = fillPlaceholders('{{privacyContact}}', policyValues(portuguese, 'pt-br', {}))
  assert.match(withoutMailbox, '<a href="/pt-br/contato">formulário de contato</a>')
  assert.not.match(withoutMailbox, '@')
})

test('the controller is the company as the law names it once supplied, its brand until then', () => {
  assert.is(controllerName({ ...companyFacts, legalName: undefined, cnpj: undefined, address: undefined }), 'Tecto')
  assert.is(
    controllerName({ ...companyFacts, legalName: 'Tecto Tecnologia Ltda.', cnpj: '11.222.333/0001-81', address: 'Av. Paulista, 1000, São Paulo – SP' }),
    'Tecto Tecnologia Ltda. (CNPJ 11.222.333/0001-81, Av. Paulista, 1000, São Paulo – SP)',
  )
})

test('a legal text is refused without its linked anchors, or with an untitled section', () => {
  const file = (html: string) => ({ file: 'content/legal/x/index.pt-br.md', html }) as ContentFile
  const good = '<h2 id="cookies">Cookies</h2><p>{{privacyContact}}</p><h2 id="security">Segurança</h2>'
  assert.equal(legalBodyProblems(file(good)), [])
  assert.equal(
    legalBodyProblems(file('<h2 id="cookies">Cookies</h2><h2>Sem âncora</h2>')).map((p) => p.problem),
    ['every "## " section title needs its anchor, e.g. ## Cookies {#cookies}', 'no section has the anchor {#security}, which the site links to'],
  )
})

test.run()
