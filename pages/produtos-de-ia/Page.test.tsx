import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { aiProducts, productHref } from '../../data/aiProducts'
import { companyFacts } from '../../data/companyFacts'
import { createI18n } from '../../locales/i18n'
import { renderToDocument } from '../../tests/render'
import Page from './+Page'

/** The AI products page as the prerender writes it, parsed. */
const productsPage = (locale: 'pt-br' | 'en-us' | 'es-es') => renderToDocument(<Page />, { locale })

test("the hero's button leads to the services section of the about page, in the page language", async () => {
  for (const locale of ['pt-br', 'en-us'] as const) {
    const hero = (await productsPage(locale)).querySelector('section[aria-labelledby="ai-products-title"]')!
    assert.equal(
      [...hero.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      [`/${locale}/quem-somos/#servicos`],
    )
  }
})

/** The hint every new-tab link carries, per language. */
const newTabHint = { 'pt-br': '(abre em uma nova aba)', 'en-us': '(opens in a new tab)' }

test('five product cards, each with its name, kind and description in the page language', async () => {
  for (const locale of ['pt-br', 'en-us'] as const) {
    const i18n = await createI18n(locale)
    const cards = [...(await productsPage(locale)).querySelectorAll('section[aria-labelledby="ai-products-list-title"] li')]
    assert.is(cards.length, 5)
    // A name is a link only when the product has a page of its own: IA Notícia, until the company supplies the sites.
    assert.equal(
      cards.map((c) => c.querySelector('h3')!.textContent),
      // IA Notícia's page is in Portuguese only: elsewhere its name says so (components/aiProducts/ProductCard).
      aiProducts.map((p) =>
        productHref(p) ? `${i18n._(p.title)}${p.id === 'iaNoticia' && locale !== 'pt-br' ? ' (in Portuguese)' : ''} ${newTabHint[locale]}` : i18n._(p.title),
      ),
    )
    assert.ok(cards.every((card, i) => card.textContent!.includes(i18n._(aiProducts[i]!.description))))
    assert.ok(cards.every((card, i) => card.textContent!.includes(i18n._(aiProducts[i]!.category))))
  }
})

/** The product sites as the company would supply them (data/companyFacts.ts), for the test's duration. */
async function withProductSites(check: () => Promise<void>) {
  const sites = { seller: 'https://seller.example', manager: 'https://manager.example', kids: 'https://kids.example', rent: 'https://rent.example' } as const
  Object.assign(companyFacts.productSites, sites)
  try {
    await check()
  } finally {
    for (const id of Object.keys(sites)) delete companyFacts.productSites[id as keyof typeof sites]
  }
}

test('until the company supplies the product sites, IA Notícia opens its demo, the others lead to the contact page, and the page promises no new tabs', async () => {
  for (const locale of ['en-us', 'pt-br'] as const) {
    const page = await productsPage(locale)
    assert.equal(
      [...page.querySelectorAll('section[aria-labelledby="ai-products-list-title"] li a')].map((a) => a.getAttribute('href')),
      aiProducts.map((product) => (product.id === 'iaNoticia' ? '/ia-noticia' : `/${locale}/contato`)),
    )
    assert.not.match(page.textContent ?? '', locale === 'en-us' ? 'Each product opens in a new tab' : 'Cada produto abre em uma nova aba')
  }
})

test('with the product sites supplied, every product opens in a new tab, safely, and says so', () =>
  withProductSites(async () => {
    for (const locale of ['en-us', 'es-es'] as const) {
      const links = [...(await productsPage(locale)).querySelectorAll('section[aria-labelledby="ai-products-list-title"] li a')]
      assert.equal(
        links.map((a) => a.getAttribute('href')),
        aiProducts.map(productHref),
      )
      for (const link of links) {
        assert.is(link.getAttribute('target'), '_blank')
        assert.is(link.getAttribute('rel'), 'noopener noreferrer')
      }
    }
    const english = (await productsPage('en-us')).querySelector('li a')!
    assert.is(english.textContent, 'Tecto Seller (opens in a new tab)')
    assert.is((await productsPage('en-us')).querySelector('a[href="/ia-noticia"]')!.getAttribute('target'), '_blank')
    assert.match((await productsPage('en-us')).textContent ?? '', 'Each product opens in a new tab')
  }))

test('the closing call to action leads to the contact page in the page language', async () => {
  for (const locale of ['pt-br', 'es-es'] as const) {
    const root = await productsPage(locale)
    assert.is(root.querySelectorAll('h1').length, 1)
    assert.ok(root.querySelector(`section[aria-labelledby="ai-products-cta-title"] a[href="/${locale}/contato"]`), locale)
  }
})

test.run()
