import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { newsIn } from '../../../data/news'
import { newsPerPage } from '../../../data/routes'
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

/** 30 articles, newest first, made from a real one: more than two pages' worth, as a year of news would give. */
const thirty = Array.from({ length: 30 }, (_, i) => ({ ...newsIn('en-us')[0]!, slug: `article-${i + 1}`, title: `Article ${i + 1}` }))

/** The list's page `page` of the thirty articles, parsed: the cards' titles and the pagination nav. */
async function listPage(page: number, locale: 'pt-br' | 'en-us' | 'es-es' = 'en-us') {
  const root = await renderToDocument(<NewsGrid articles={thirty} page={page} />, { locale })
  const nav = root.querySelector('nav')
  const links = [...(nav?.querySelectorAll('a') ?? [])]
  return {
    titles: [...root.querySelectorAll('h3')].map((h) => h.textContent),
    nav,
    links: links.map((a) => [a.textContent!.replace(/\s+/g, ' ').trim(), a.getAttribute('href'), a.getAttribute('rel'), a.getAttribute('aria-current')]),
  }
}

test('past a page of articles the list pages itself: page 2 shows the next ones, and a nav links every page, previous and next', async () => {
  assert.is(Math.ceil(thirty.length / newsPerPage), 3, 'the test assumes three pages: 30 articles, the page size below 15')
  const { titles, nav, links } = await listPage(2)
  assert.equal(
    titles,
    thirty.slice(newsPerPage, 2 * newsPerPage).map((a) => a.title),
  )
  assert.is(nav!.getAttribute('aria-label'), 'News pages')
  assert.equal(links, [
    ['← Previous', '/en-us/noticias', 'prev', null],
    ['1', '/en-us/noticias', null, null],
    ['2', '/en-us/noticias/pagina/2', null, 'page'],
    ['3', '/en-us/noticias/pagina/3', null, null],
    ['Next →', '/en-us/noticias/pagina/3', 'next', null],
  ])
})

test('the first page has no previous link and the last no next one; the last shows what is left', async () => {
  const first = await listPage(1, 'pt-br')
  assert.equal(
    first.titles,
    thirty.slice(0, newsPerPage).map((a) => a.title),
  )
  assert.equal(first.links[0], ['1', '/pt-br/noticias', null, 'page'])
  assert.equal(first.links.at(-1), ['Próxima →', '/pt-br/noticias/pagina/2', 'next', null])
  assert.is(first.nav!.getAttribute('aria-label'), 'Páginas de notícias')
  const last = await listPage(3, 'es-es')
  assert.equal(
    last.titles,
    thirty.slice(2 * newsPerPage).map((a) => a.title),
  )
  assert.equal(last.links[0], ['← Anterior', '/es-es/noticias/pagina/2', 'prev', null])
  assert.equal(last.links.at(-1), ['3', '/es-es/noticias/pagina/3', null, 'page'])
  assert.is(last.nav!.querySelector('a[aria-current="page"]')!.getAttribute('aria-label'), 'Página 3')
})

test('a list that fits one page has no nav, and a grid given no page (other news) shows every article it is given', async () => {
  const full = await renderToDocument(<NewsGrid articles={thirty.slice(0, newsPerPage)} page={1} />, { locale: 'en-us' })
  assert.is(full.querySelectorAll('li').length, newsPerPage)
  assert.not.ok(full.querySelector('nav'))
  const unpaged = await renderToDocument(<NewsGrid articles={thirty} />, { locale: 'en-us' })
  assert.is(unpaged.querySelectorAll('li').length, thirty.length)
  assert.not.ok(unpaged.querySelector('nav'))
})

test.run()
