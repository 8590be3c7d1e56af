import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { services } from '../../../data/services'
import { createI18n } from '../../../locales/i18n'
import { renderToDocument } from '../../../tests/render'
import { LandingFooter } from './LandingFooter'

/** The landing footer in a locale, parsed for querying. */
async function footer(locale: 'en-us' | 'es-es' | 'pt-br') {
  const root = await renderToDocument(<LandingFooter />, { locale })
  return root
}

test('the service links lead to their pages in the page language, with translated titles', async () => {
  for (const locale of ['es-es', 'pt-br'] as const) {
    const i18n = await createI18n(locale)
    const links = [...(await footer(locale)).querySelectorAll('nav a')]
    assert.is(links.length, services.length, locale)
    assert.equal(
      links.map((a) => a.getAttribute('href')),
      services.map((s) => `/${locale}/servicos/${s.slug}`),
      locale,
    )
    assert.equal(
      links.map((a) => a.textContent),
      services.map((s) => i18n._(s.title)),
      locale,
    )
  }
  const spanish = [...(await footer('es-es')).querySelectorAll('nav a')].map((a) => a.textContent)
  const portuguese = [...(await footer('pt-br')).querySelectorAll('nav a')].map((a) => a.textContent)
  assert.not.equal(spanish, portuguese, 'the titles really are translated')
})

test('the contact button leads to the contact page of the page language', async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const root = await footer(locale)
    const contact = [...root.querySelectorAll('a')].filter((a) => a.getAttribute('href') === `/${locale}/contato`)
    assert.is(contact.length, 1, locale)
    assert.ok(contact[0]!.closest('nav') === null, 'the button is not one of the service links')
  }
  const english = await footer('en-us')
  assert.is(english.querySelector('a[href="/en-us/contato"]')!.textContent, 'Contact us')
  assert.is(english.querySelector('h2')!.textContent, 'Explore everything Tecto does')
})

test.run()
