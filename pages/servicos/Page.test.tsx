import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { PageContext } from 'vike/types'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { paragraphTexts } from '../../data/content/htmlText'
import { localeSegments, type Locale } from '../../data/locales'
import { serviceDetail } from '../../data/serviceDetails'
import { services, type Service } from '../../data/services'
import { createI18n } from '../../locales/i18n'
import { PageContextProvider } from '../../shared/usePageContext'
import { renderToDocument } from '../../tests/render'
import Page from './+Page'

/** The page as prerendered at `/{locale}/servicos/{slug}`, parsed for querying. */
async function servicePage(locale: Locale, service: Service) {
  const pageContext = { locale, urlPathname: `/${locale}/servicos/${service.slug}`, routeParams: { slug: service.slug }, config: {} }
  const root = await renderToDocument(
    <PageContextProvider pageContext={pageContext as unknown as PageContext}>
      <Page />
    </PageContextProvider>,
    { locale },
  )
  return root
}

test('each service page shows its service from the one list: title as the h1, translated, and its image', async () => {
  for (const locale of localeSegments) {
    const i18n = await createI18n(locale)
    for (const service of services) {
      const root = await servicePage(locale, service)
      assert.equal(
        [...root.querySelectorAll('h1')].map((h) => h.textContent),
        [i18n._(service.title)],
        `${locale} ${service.id}`,
      )
      const banner = root.querySelector('section')!
      assert.is(banner.querySelector('img')!.getAttribute('src'), service.img)
      assert.match(banner.textContent ?? '', serviceDetail(service, locale).subtitle)
    }
  }
  // The list's titles are translated already: the h1 follows the language.
  assert.is((await servicePage('pt-br', services[0]!)).querySelector('h1')!.textContent, 'Plataformas web')
  assert.is((await servicePage('es-es', services[0]!)).querySelector('h1')!.textContent, 'Plataformas web')
  assert.is((await servicePage('en-us', services[0]!)).querySelector('h1')!.textContent, 'Web platforms')
})

test("paragraphs, the three stages and both bullet lists come from the service's content file, in every language", async () => {
  for (const locale of localeSegments) {
    for (const service of services) {
      const detail = serviceDetail(service, locale)
      const where = `${locale} ${service.slug}`
      const root = await servicePage(locale, service)
      const overview = root.querySelector('section[aria-labelledby="service-overview-title"]')!
      assert.equal(
        [...overview.querySelectorAll('p')].map((p) => p.textContent),
        paragraphTexts(detail.html),
        where,
      )
      assert.equal(
        [...root.querySelectorAll('ol > li')].map((li) => [li.querySelector('h3')!.textContent, li.querySelector('p')!.textContent]),
        detail.steps.map((step) => [step.title, step.text]),
        where,
      )
      const lists = [...root.querySelectorAll('ul')].filter((ul) => !ul.querySelector('a'))
      const bullets = lists.flatMap((ul) => [...ul.children].map((li) => li.textContent))
      assert.equal(bullets, [...detail.idealFor, ...detail.deliverables], where)
    }
  }
})

test('every quote button leads to the contact page in the page language', async () => {
  for (const locale of ['es-es', 'pt-br'] as const) {
    const root = await servicePage(locale, services[3]!)
    const label = { 'pt-br': 'Solicite um orçamento', 'es-es': 'Pide presupuesto' }[locale]
    const quotes = [...root.querySelectorAll('a')].filter((a) => a.textContent === label)
    assert.is(quotes.length, 2, `${locale}: banner and panel`)
    for (const quote of quotes) assert.is(quote.getAttribute('href'), `/${locale}/contato`)
  }
})

test('the page ends with links to the six other services, in the page language', async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const i18n = await createI18n(locale)
    const current = services.find((s) => s.id === 'design')!
    const section = (await servicePage(locale, current)).querySelector('section[aria-labelledby="other-services-title"]')!
    const links = [...section.querySelectorAll('li h3 a')]
    const others = services.filter((s) => s !== current)
    assert.equal(
      links.map((a) => a.getAttribute('href')),
      others.map((s) => `/${locale}/servicos/${s.slug}`),
    )
    assert.equal(
      links.map((a) => a.textContent),
      others.map((s) => i18n._(s.title)),
    )
  }
})

test('every image has its size, an alt attribute and a file behind it', async () => {
  for (const service of services) {
    for (const img of (await servicePage('en-us', service)).querySelectorAll('img')) {
      const src = img.getAttribute('src')!
      assert.ok(existsSync(resolve(import.meta.dirname, '../../public', src.slice(1))), src)
      assert.ok(Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0, src)
      assert.is(img.getAttribute('alt'), '', `${src}: decorative, the service title is beside it`)
    }
  }
})

test.run()
