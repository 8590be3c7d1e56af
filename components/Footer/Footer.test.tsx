import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { socialLinks } from '../../data/company'
import { services } from '../../data/services'
import { createI18n } from '../../locales/i18n'
import { interact, render } from '../../tests/render'
import { onOpenConsentBanner } from '../ConsentBanner/openConsentBanner'
import { Footer } from './Footer'

/** The hrefs of the links inside the footer's navigation named `name`. */
function navHrefs(container: HTMLElement, name: string) {
  const heading = [...container.querySelectorAll('h2')].find((h) => h.textContent === name)!
  const nav = container.querySelector(`[aria-labelledby="${heading.id}"]`)!
  return [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))
}

test('company links are in the page language', async () => {
  const en = await render(<Footer />, { locale: 'en-us' })
  assert.equal(navHrefs(en.container, 'Company'), ['/en-us', '/en-us/quem-somos', '/en-us/contato', '/en-us/politica-de-privacidade'])
  en.unmount()
  const es = await render(<Footer />, { locale: 'es-es' })
  const company = es.container.querySelector('nav')!
  assert.equal([...company.querySelectorAll('a')].map((a) => a.getAttribute('href')), ['/es-es', '/es-es/quem-somos', '/es-es/contato', '/es-es/politica-de-privacidade'])
  es.unmount()
})

test('one link per service, in the page language, named with the translated title', async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const i18n = await createI18n(locale)
    const { container, unmount } = await render(<Footer />, { locale })
    const links = [...container.querySelectorAll(`a[href^="/${locale}/servicos/"]`)]
    assert.equal(links.map((a) => a.getAttribute('href')), services.map((s) => `/${locale}/servicos/${s.slug}`))
    assert.equal(links.map((a) => a.textContent), services.map((s) => i18n._(s.title)))
    unmount()
  }
  const { container, unmount } = await render(<Footer />, { locale: 'en-us' })
  assert.ok(container.textContent?.includes('Web platforms'))
  unmount()
})

test('language links keep the current page and mark the current language', async () => {
  const { container, unmount } = await render(<Footer />, { locale: 'es-es', urlPathname: '/es-es/servicos/apis' })
  const links = [...container.querySelectorAll('a[hreflang]')]
  assert.equal(links.map((a) => a.getAttribute('href')), ['/pt-br/servicos/apis', '/en-us/servicos/apis', '/es-es/servicos/apis'])
  assert.equal(links.map((a) => a.textContent), ['Português - Brazil', 'English - United States', 'Español - Spain'])
  assert.equal(links.map((a) => a.getAttribute('aria-current')), [null, null, 'page'])
  unmount()
})

test('the LGPD certificate and every social link open in a new tab, safely', async () => {
  const { container, unmount } = await render(<Footer />, { locale: 'en-us' })
  const certificate = container.querySelector('a[href="/certificados/lgpd.jpeg"]')!
  assert.ok(certificate, 'certificate link')
  const external = [certificate, ...socialLinks.map((s) => container.querySelector(`a[href="${s.href}"]`)!)]
  for (const link of external) {
    assert.is(link.getAttribute('target'), '_blank')
    assert.is(link.getAttribute('rel'), 'noopener noreferrer')
    assert.match(link.textContent ?? '', '(opens in a new tab)')
  }
  assert.match(container.querySelector('a[href^="https://wa.me/"]')!.textContent ?? '', 'Chat with Tecto on WhatsApp')
  const badge = container.querySelector('img[src="/images/lgpd/badge.svg"]')!
  assert.match(badge.getAttribute('alt') ?? '', 'LGPD')
  unmount()
})

test('the copyright line names 2024 and Tecto', async () => {
  const { container, unmount } = await render(<Footer />, { locale: 'pt-br' })
  assert.match(container.querySelector('footer')!.textContent ?? '', '© 2024 Tecto.')
  unmount()
})

test('"Privacy choices" asks the consent banner to open again', async () => {
  let opened = 0
  const unsubscribe = onOpenConsentBanner(() => opened++)
  const { container, unmount } = await render(<Footer />, { locale: 'en-us' })
  const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Privacy choices')!
  await interact(() => button.click())
  assert.is(opened, 1)
  unsubscribe()
  unmount()
})

test.run()
