import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { news } from '../../../data/news'
import { createI18n } from '../../../locales/i18n'
import { renderToDocument } from '../../../tests/render'
import { NewsGrid } from './NewsGrid'

/** The grid as the prerender writes it, parsed. */
async function grid(locale: 'pt-br' | 'en-us' | 'es-es') {
  const root = await renderToDocument(<NewsGrid articles={news} />, { locale })
  return [...root.querySelectorAll('li')]
}

test('a card per article: title linking to the article in the page language, and its summary', async () => {
  for (const locale of ['pt-br', 'en-us'] as const) {
    const i18n = await createI18n(locale)
    const cards = await grid(locale)
    assert.is(cards.length, 5)
    const links = cards.map((card) => card.querySelector('h3 a')!)
    assert.equal(
      links.map((a) => a.getAttribute('href')),
      news.map((a) => `/${locale}/noticias/${a.slug}`),
    )
    assert.equal(
      links.map((a) => a.textContent),
      news.map((a) => i18n._(a.title)),
    )
    assert.equal(
      cards.map((card) => card.querySelector('p')!.textContent),
      news.map((a) => i18n._(a.desc)),
    )
    assert.ok(
      cards.every((card) => card.querySelectorAll('a').length === 1),
      'one link per card',
    )
  }
})

test('dates are written the way each language writes them', async () => {
  const date = (cards: HTMLLIElement[]) => cards[0]!.querySelector('time')!
  assert.is(date(await grid('en-us')).textContent, 'October 15, 2024')
  assert.is(date(await grid('pt-br')).textContent, '15 de outubro de 2024')
  assert.is(date(await grid('es-es')).textContent, '15 de octubre de 2024')
  assert.is(date(await grid('pt-br')).getAttribute('datetime'), '2024-10-15')
})

test('each card shows its image with a size and the TECTO badge', async () => {
  for (const [i, card] of (await grid('en-us')).entries()) {
    const img = card.querySelector('img')!
    assert.is(img.getAttribute('src'), news[i]!.img)
    assert.is(img.getAttribute('alt'), '', 'decorative: the title says it all')
    assert.ok(Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0)
    assert.match(card.textContent ?? '', 'TECTO')
  }
})

test.run()
