import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { hireExpertise } from '../../data/hireExpertise'
import { services } from '../../data/services'
import { createI18n } from '../../locales/i18n'
// The lead form's signals take happy-dom for a browser; this helper hushes the resulting server-render warning.
import { prerender } from '../../tests/formTesting'
import Page from './+Page'

/** The hire page in a locale, parsed for querying. */
async function hirePage(locale: 'en-us' | 'es-es' | 'pt-br') {
  const root = await prerender(<Page />, locale)
  return root
}

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

test("the testimonial is a quote from Tecto's own CEO, attributed as such, not an invented client", async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const i18n = await createI18n(locale)
    const figure = (await hirePage(locale)).querySelector('section[aria-labelledby="hire-commitment-title"] figure')!
    assert.ok(figure.querySelector('blockquote')!.textContent!.length > 80)
    const caption = figure.querySelector('figcaption')!
    assert.is(caption.querySelector('cite')!.textContent, 'Rafael Moreira')
    assert.match(caption.textContent!, 'Tecto')
    const ceo = await import('../../data/executives').then((m) => m.executives.find((e) => e.id === 'ceo')!)
    assert.match(caption.textContent!, i18n._(ceo.role), locale)
  }
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
