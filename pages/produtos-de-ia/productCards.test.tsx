import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { aiProducts } from '../../data/aiProducts'
import { companyFacts, productSites, type ProductSite } from '../../data/companyFacts'
import { createI18n } from '../../locales/i18n'
import { renderToDocument } from '../../tests/render'
import Page from './+Page'

/** "Ask us about {name}" in each language, as the catalogs must say it. */
const askUs = {
  'pt-br': (name: string) => `Fale conosco sobre ${name}`,
  'en-us': (name: string) => `Ask us about ${name}`,
  'es-es': (name: string) => `Pregúntanos por ${name}`,
}

/** The hint every new-tab link carries, per language. */
const newTabHint = { 'pt-br': '(abre em uma nova aba)', 'en-us': '(opens in a new tab)', 'es-es': '(se abre en una pestaña nueva)' }

/** The note after a product whose page is in Portuguese only. */
const inPortuguese = { 'en-us': '(in Portuguese)', 'es-es': '(en portugués)' }

/** The cards as the prerender writes them: each card's links, as [href, text]. */
async function cardLinks(locale: keyof typeof askUs) {
  const grid = await renderToDocument(<Page />, { locale })
  return [...grid.querySelectorAll('article')].map((card) => [...card.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent]))
}

/** Sites for `ids` as the company would supply them (data/companyFacts.ts), for the test's duration. */
async function withProductSites(ids: readonly ProductSite[], check: () => Promise<void>) {
  for (const id of ids) companyFacts.productSites[id] = `https://${id}.example`
  try {
    await check()
  } finally {
    for (const id of ids) delete companyFacts.productSites[id]
  }
}

test('a product whose site is not supplied asks the visitor to talk to us about it, on the contact page of the page language', () =>
  withProductSites([], async () => {
    for (const locale of ['pt-br', 'es-es'] as const) {
      const i18n = await createI18n(locale)
      assert.equal(
        await cardLinks(locale),
        aiProducts.map((product) =>
          product.id === 'iaNoticia'
            ? [['/ia-noticia', `${i18n._(product.title)}${locale === 'pt-br' ? '' : ` ${inPortuguese[locale]}`} ${newTabHint[locale]}`]]
            : [[`/${locale}/contato`, askUs[locale](i18n._(product.title))]],
        ),
        locale,
      )
    }
  }))

test('a product whose site is supplied keeps its "visit" link, opening in a new tab, and asks nothing', () =>
  withProductSites(['seller', 'rent'], async () => {
    for (const locale of ['en-us', 'pt-br'] as const) {
      const grid = await renderToDocument(<Page />, { locale })
      const seller = grid.querySelector('#product-seller-title')!.closest('article')!
      const links = [...seller.querySelectorAll('a')]
      assert.equal(
        links.map((a) => [a.getAttribute('href'), a.getAttribute('target')]),
        [['https://seller.example', '_blank']],
      )
      assert.match(seller.textContent ?? '', locale === 'en-us' ? 'Visit the product' : 'Acessar o produto')
      assert.not.match(seller.textContent ?? '', askUs[locale]('Tecto Seller'))
      const manager = grid.querySelector('#product-manager-title')!.closest('article')!
      assert.equal(
        [...manager.querySelectorAll('a')].map((a) => a.getAttribute('href')),
        [`/${locale}/contato`],
      )
    }
  }))

test('on the English and Spanish pages, the link to IA Notícia says it leads to a page in Portuguese, in words and hreflang', async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const link = (await renderToDocument(<Page />, { locale })).querySelector<HTMLAnchorElement>('#product-iaNoticia-title a')!
    assert.is(link.getAttribute('hreflang'), 'pt-BR', locale)
    assert.match(link.textContent ?? '', inPortuguese[locale])
  }
  const portuguese = (await renderToDocument(<Page />, { locale: 'pt-br' })).querySelector('#product-iaNoticia-title a')!
  assert.is(portuguese.getAttribute('hreflang'), null)
  assert.not.match(portuguese.textContent ?? '', '(em português)')
})

test('every card ends on one line, a cue or a link, so no card has an empty space where it would be', () =>
  withProductSites(productSites.slice(0, 2), async () => {
    const grid = await renderToDocument(<Page />, { locale: 'en-us' })
    for (const card of grid.querySelectorAll('article')) {
      const body = card.querySelector('div')!
      assert.is(body.children.length, 4, card.getAttribute('aria-labelledby') ?? '')
      assert.ok((body.lastElementChild!.textContent ?? '').trim().length > 0)
    }
  }))

test.run()
