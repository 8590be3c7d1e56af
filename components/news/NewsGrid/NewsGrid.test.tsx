import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { newsIn } from '../../../data/news'
import { renderToDocument } from '../../../tests/render'
import { NewsGrid } from './NewsGrid'

/** The grid as the prerender writes it, parsed. */
async function grid(locale: 'pt-br' | 'en-us' | 'es-es') {
  const root = await renderToDocument(<NewsGrid articles={newsIn(locale)} />, { locale })
  return [...root.querySelectorAll('li')]
}

test('a card per article: title linking to the article in the page language, and its summary', async () => {
  for (const locale of ['pt-br', 'en-us'] as const) {
    const news = newsIn(locale)
    const cards = await grid(locale)
    assert.is(cards.length, news.length)
    const links = cards.map((card) => card.querySelector('h3 a')!)
    assert.equal(
      links.map((a) => a.getAttribute('href')),
      news.map((a) => `/${locale}/noticias/${a.slug}`),
    )
    assert.equal(
      links.map((a) => a.textContent),
      news.map((a) => a.title),
    )
    assert.equal(
      cards.map((card) => card.querySelector('p')!.textContent),
      news.map((a) => a.description),
    )
    assert.ok(
      cards.every((card) => card.querySelectorAll('a').length === 1),
      'one link per card',
    )
  }
})

test('dates are written the way each language writes them', async () => {
  const articles = [{ ...newsIn('pt-br')[0]!, date: '2024-10-15' }]
  const date = async (locale: 'pt-br' | 'en-us' | 'es-es') =>
    (await renderToDocument(<NewsGrid articles={articles.map((a) => ({ ...a, locale }))} />, { locale })).querySelector('time')!
  assert.is((await date('en-us')).textContent, 'October 15, 2024')
  assert.is((await date('pt-br')).textContent, '15 de outubro de 2024')
  assert.is((await date('es-es')).textContent, '15 de octubre de 2024')
  assert.is((await date('pt-br')).getAttribute('datetime'), '2024-10-15')
})

test('each card shows its picture with a size, lazily, described by its alt text, and the TECTO badge', async () => {
  const news = newsIn('en-us')
  for (const [i, card] of (await grid('en-us')).entries()) {
    const img = card.querySelector('img')!
    assert.is(img.getAttribute('src'), news[i]!.picture!.src)
    assert.is(img.getAttribute('alt'), news[i]!.imageAlt)
    assert.match(news[i]!.imageAlt, /^Illustration: /)
    assert.is(img.getAttribute('loading'), 'lazy')
    assert.ok(Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0)
    assert.match(card.textContent ?? '', 'TECTO')
  }
})

test('a raster picture comes in AVIF and WebP sizes, with the width the card is drawn at', async () => {
  const picture = {
    src: '/a-1600.webp',
    width: 1600,
    height: 900,
    sources: { avif: '/a-480.avif 480w, /a-1600.avif 1600w', webp: '/a-480.webp 480w, /a-1600.webp 1600w' },
  }
  const root = await renderToDocument(<NewsGrid articles={[{ ...newsIn('pt-br')[0]!, picture }]} />, { locale: 'pt-br' })
  const sources = [...root.querySelectorAll('picture source')]
  assert.equal(
    sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset')]),
    [
      ['image/avif', picture.sources.avif],
      ['image/webp', picture.sources.webp],
    ],
  )
  assert.match(sources[0]!.getAttribute('sizes')!, /33vw/)
  const fallback = root.querySelector('picture img')!
  assert.is(fallback.getAttribute('width'), '1600')
  assert.not.ok(fallback.hasAttribute('sizes'), 'sizes only beside a srcset, as HTML requires')
})

test('no article published (a production build while every article is a draft): a sentence, in the page language, and no empty list', async () => {
  for (const [locale, expected] of [
    ['en-us', 'There is no news to show yet.'],
    ['pt-br', 'Ainda não há notícias para mostrar.'],
    ['es-es', 'Todavía no hay noticias que mostrar.'],
  ] as const) {
    const root = await renderToDocument(<NewsGrid articles={[]} />, { locale })
    assert.not.ok(root.querySelector('ul'), locale)
    assert.match(root.querySelector('p')!.textContent!, expected, locale)
  }
})

test.run()
