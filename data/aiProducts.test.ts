import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { existsSync, readFileSync } from 'node:fs'
import { localeSegments } from './locales'
import { paths } from './routes'
import { createI18n } from '../locales/i18n'
import { companyFacts } from './companyFacts'
import { aiProducts, productImageSize, productHref } from './aiProducts'
import { publicFile } from '../tests/support/publicFile'

test('five products, each with a unique id', () => {
  assert.is(aiProducts.length, 5)
  assert.is(new Set(aiProducts.map((product) => product.id)).size, 5)
})

for (const locale of localeSegments) {
  test(`every product has a kind, a name and a description in ${locale}`, async () => {
    const i18n = await createI18n(locale)
    for (const product of aiProducts) {
      assert.ok(i18n._(product.category).trim().length > 3, `${product.id} kind in ${locale}`)
      assert.ok(i18n._(product.title).trim().length > 3, `${product.id} name in ${locale}`)
      assert.ok(i18n._(product.description).trim().length > 80, `${product.id} description in ${locale}`)
    }
  })
}

test('products link to the sites the company supplied (none yet: no guessed address); IA Notícia to its demo on this site', () => {
  for (const product of aiProducts) {
    if (product.id === 'iaNoticia') assert.is(productHref(product), paths.iaNoticia)
    else assert.is(productHref(product), companyFacts.productSites[product.id], product.id)
  }
})

test('every product has its own illustration, drawn at the card size', () => {
  assert.is(new Set(aiProducts.map((product) => product.img)).size, 5)
  for (const { img } of aiProducts) {
    assert.ok(existsSync(publicFile(img)), `${img} exists`)
    assert.match(readFileSync(publicFile(img), 'utf8'), `viewBox="0 0 ${productImageSize.width} ${productImageSize.height}"`, img)
  }
})

test.run()
