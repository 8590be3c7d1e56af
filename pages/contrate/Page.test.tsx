import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { hireExpertise } from '../../data/hireExpertise'
import { hiringSteps } from '../../data/hiringSteps'
import { services } from '../../data/services'
import { createI18n } from '../../locales/i18n'
// The lead form's signals take happy-dom for a browser; this helper hushes the resulting server-render warning.
import { prerender } from '../../tests/formTesting'
import Page from './+Page'

/** The hire page in a locale, parsed for querying. */
const hirePage = (locale: 'en-us' | 'es-es' | 'pt-br') => prerender(<Page />, locale)

test('the hero button jumps to the lead form, which is on the page with its four fields', async () => {
  for (const locale of ['pt-br', 'es-es'] as const) {
    const root = await hirePage(locale)
    const hero = root.querySelector('section[aria-labelledby="hire-hero-title"]')!
    assert.is(hero.querySelector('a')!.getAttribute('href'), '#hire-form', locale)
    assert.is(root.querySelectorAll('#hire-form').length, 1, `${locale}: one anchor target`)
    const form = root.querySelector('form#hire-form')!
    assert.ok(form, `${locale}: the anchor is the form`)
    for (const name of ['name', 'email', 'phone', 'state']) assert.ok(form.querySelector(`[name="${name}"]`), `${locale} ${name}`)
    assert.ok(form.closest('section[aria-labelledby="hire-form-title"]'), 'the form sits in its titled section')
  }
})

/** The hire page's hero in a locale. */
const hero = async (locale: 'en-us' | 'es-es' | 'pt-br') => (await hirePage(locale)).querySelector('section[aria-labelledby="hire-hero-title"]')!

test('the hero’s claims come from data/claims.ts, formatted for the language: 1.000 in Portuguese, 1,000 in English', async () => {
  const english = await hero('en-us')
  assert.match(english.querySelector('h1')!.textContent!, 'in up to 3 business days')
  assert.match(english.textContent!, "Tecto's network of over 1,000 qualified professionals")
  assert.equal(
    [...english.querySelectorAll('li strong')].map((s) => s.textContent),
    ['1,000+', '3'],
  )
  assert.match(english.querySelectorAll('li')[1]!.textContent!, '3 business days or less to match you')

  const portuguese = await hero('pt-br')
  const text = portuguese.textContent!
  assert.match(text, '1.000')
  assert.not.match(text, '1,000')
  assert.is(portuguese.querySelector('li strong')!.textContent, '1.000+')
  assert.match(portuguese.querySelector('li')!.textContent!, 'profissionais qualificados')
})

test('the hero’s h1 names it; its illustration is decorative and sized', async () => {
  const section = await hero('en-us')
  assert.is(section.querySelector('#hire-hero-title'), section.querySelector('h1'))
  const img = section.querySelector('img')!
  assert.is(img.getAttribute('alt'), '')
  assert.is(img.getAttribute('width'), '560')
  assert.is(img.getAttribute('height'), '460')
})

test('the sections come in the order of docs/product/pages.md under one h1, each named by its heading', async () => {
  const root = await hirePage('en-us')
  assert.is(root.querySelectorAll('h1').length, 1)
  const sections = [...root.querySelectorAll('section')]
  assert.equal(
    sections.map((s) => s.getAttribute('aria-labelledby')),
    ['hire-hero-title', 'hire-form-title', 'hire-benefits-title', 'hire-expertise-title', 'hire-commitment-title', 'tech-stack-title', 'landing-footer-title'],
  )
  for (const section of sections) assert.ok(root.querySelector(`#${section.getAttribute('aria-labelledby')}`)?.textContent)
})

test('expertise lists every profile Tecto places, translated', async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const i18n = await createI18n(locale)
    const titles = [...(await hirePage(locale)).querySelectorAll('#hire-expertise h3')].map((h) => h.textContent)
    assert.equal(
      titles,
      hireExpertise.map((role) => i18n._(role.title)),
      locale,
    )
  }
  const english = (await hirePage('en-us')).querySelector('#hire-expertise')!.textContent!
  for (const role of [
    'Front-end developers',
    'Back-end developers',
    'Mobile developers',
    'Data and AI specialists',
    'QA engineers',
    'DevOps',
    'UX/UI designers',
  ]) {
    assert.match(english, role)
  }
})

test('no testimonial until the company supplies one: the hiring steps alone, no quote, name or mailbox', async () => {
  for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
    const root = await hirePage(locale)
    const section = root.querySelector('section[aria-labelledby="hire-commitment-title"]')!
    assert.is(section.querySelectorAll('ol > li').length, hiringSteps.length, locale)
    assert.is(root.querySelectorAll('figure, blockquote, cite, a[href^="mailto:"]').length, 0, locale)
  }
})

test('a supplied testimonial shows its words, name and role in the page language', async () => {
  const hireTestimonial = {
    quote: { 'pt-br': 'Palavras de exemplo.', 'en-us': 'Sample words.', 'es-es': 'Palabras de ejemplo.' },
    name: 'Sample Person',
    role: { 'pt-br': 'CTO, Exemplo', 'en-us': 'CTO, Example', 'es-es': 'CTO, Ejemplo' },
  }
  const root = await prerender(<Page facts={{ hireTestimonial }} />, 'es-es')
  const figure = root.querySelector('figure')!
  assert.is(figure.querySelector('blockquote')!.textContent, 'Palabras de ejemplo.')
  assert.is(figure.querySelector('figcaption cite')!.textContent, 'Sample Person')
  assert.match(figure.querySelector('figcaption')!.textContent!, 'CTO, Ejemplo')
})

test('technologies and the landing footer close the page: 7 localized service links and the contact button', async () => {
  for (const locale of ['en-us', 'pt-br'] as const) {
    const root = await hirePage(locale)
    assert.ok(root.querySelector('section[aria-labelledby="tech-stack-title"]'))
    const closing = root.querySelector('section[aria-labelledby="landing-footer-title"]')!
    assert.equal(
      [...closing.querySelectorAll('nav a')].map((a) => a.getAttribute('href')),
      services.map((s) => `/${locale}/servicos/${s.slug}`),
    )
    assert.ok(closing.querySelector(`a[href="/${locale}/contato"]`))
  }
})

test.run()
