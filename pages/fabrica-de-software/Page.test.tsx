import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { services } from '../../data/services'
import { softwareFactoryServiceIds } from '../../data/softwareFactory'
import { createI18n } from '../../locales/i18n'
// The lead form's signals take happy-dom for a browser; this helper hushes the resulting server-render warning.
import { prerender } from '../../tests/formTesting'
import Page from './+Page'

/** The software-factory page in a locale, parsed for querying. */
const factoryPage = (locale: 'en-us' | 'es-es' | 'pt-br') => prerender(<Page />, locale)

test('the hero button jumps to the lead form anchored as software-form, which is on the page', async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const root = await factoryPage(locale)
    const hero = root.querySelector('section[aria-labelledby="factory-hero-title"]')!
    assert.equal(
      [...hero.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      ['#software-form'],
      locale,
    )
    assert.is(root.querySelectorAll('#software-form').length, 1, `${locale}: one anchor target`)
    const form = root.querySelector('form#software-form')!
    assert.ok(form, `${locale}: the anchor is the form`)
    for (const name of ['name', 'email', 'phone', 'state']) assert.ok(form.querySelector(`[name="${name}"]`), `${locale} ${name}`)
  }
})

test('every section of docs/product/pages.md is there, in order, under one h1', async () => {
  const root = await factoryPage('en-us')
  assert.is(root.querySelectorAll('h1').length, 1)
  const sections = [...root.querySelectorAll('section')]
  assert.equal(
    sections.map((s) => s.getAttribute('aria-labelledby')),
    [
      'factory-hero-title',
      'about-silicon-valley-title',
      'about-help-title',
      'factory-services-title',
      'about-leadership-title',
      'partners-title',
      'about-why-title',
      'factory-grow-title',
      'software-form-title',
      'landing-footer-title',
    ],
  )
  for (const section of sections) assert.ok(root.querySelector(`#${section.getAttribute('aria-labelledby')}`)?.textContent)
  const text = root.textContent!
  for (const expected of ['Silicon Valley', 'CEO Chief Executive Officer', 'CTO Chief Technology Officer', '1,000+', '3 business days or less'])
    assert.match(text, expected)
  // With the company facts as they are, the executives are roles: no name, portrait or quote, and no mailbox.
  assert.is(root.querySelectorAll('section[aria-labelledby="about-leadership-title"] img, blockquote, cite, a[href^="mailto:"]').length, 0)
  assert.is(root.querySelectorAll('section[aria-labelledby="partners-title"] svg[role="img"][aria-label]').length, 18)
})

test('four service tiles, chosen by id, link to their service pages with translated titles', async () => {
  assert.is(softwareFactoryServiceIds.length, 4)
  for (const locale of ['pt-br', 'es-es'] as const) {
    const i18n = await createI18n(locale)
    const tiles = [...(await factoryPage(locale)).querySelectorAll('section[aria-labelledby="factory-services-title"] li')]
    const expected = softwareFactoryServiceIds.map((id) => services.find((s) => s.id === id)!)
    assert.equal(
      tiles.map((li) => li.querySelector('a')!.getAttribute('href')),
      expected.map((s) => `/${locale}/servicos/${s.slug}`),
      locale,
    )
    assert.equal(
      tiles.map((li) => li.querySelector('h3')!.textContent),
      expected.map((s) => i18n._(s.title)),
      locale,
    )
  }
})

test('the grow section points to the hire page, and the landing footer has 7 service links and the contact button', async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const root = await factoryPage(locale)
    assert.ok(root.querySelector(`section[aria-labelledby="factory-grow-title"] a[href="/${locale}/contrate"]`), locale)
    const closing = root.querySelector('section[aria-labelledby="landing-footer-title"]')!
    assert.equal(
      [...closing.querySelectorAll('nav a')].map((a) => a.getAttribute('href')),
      services.map((s) => `/${locale}/servicos/${s.slug}`),
    )
    assert.ok(closing.querySelector(`a[href="/${locale}/contato"]`))
  }
})

test('the figures follow the language: 1.000+ in Portuguese', async () => {
  assert.match((await factoryPage('pt-br')).textContent!, '1.000+')
})

test.run()
