import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { PageContextServer } from 'vike/types'
import { newsIn } from '../../data/news'
import { newsPageCount, newsPerPage } from '../../data/routes'
import { documentHead } from '../../renderer/documentHead'
import { createI18n } from '../../locales/i18n'
import description from './+description'
import { guard } from './+guard'
import title from './+title'
import pagination from './+pagination'
import { companyFacts, type VideoSlot } from '../../data/companyFacts'
import { videos } from '../../data/videos'
import { renderToDocument } from '../../tests/render'
import Page from './+Page'

/** The news page as the prerender writes it, parsed. */
const newsPage = (locale: 'pt-br' | 'en-us' | 'es-es') => renderToDocument(<Page />, { locale })

/** YouTube ids as the company would supply them (data/companyFacts.ts), for the test's duration. */
async function withVideoIds(ids: Partial<Record<VideoSlot, string>>, check: () => Promise<void>) {
  const saved = companyFacts.videoIds
  companyFacts.videoIds = ids
  try {
    await check()
  } finally {
    companyFacts.videoIds = saved
  }
}

const withEveryVideoId = (check: () => Promise<void>) =>
  withVideoIds({ 'ai-agents': 'q7HnR2xVb4M', 'software-factory': 'Lk3tW9pYc2E', 'tech-talent': 'Zf8mD1sQj6U' }, check)

/** The ids of the headings that label the page's sections, in order. */
const sectionTitles = (root: HTMLElement) =>
  [...root.querySelectorAll('section')].filter((s) => s.hasAttribute('aria-labelledby')).map((s) => s.getAttribute('aria-labelledby'))

test('hero, news cards, videos and the call to action, in that order under one h1', () =>
  withEveryVideoId(async () => {
    const root = await newsPage('en-us')
    assert.is(root.querySelectorAll('h1').length, 1)
    assert.is(root.querySelector('h1')!.textContent, 'News from Tecto')
    assert.equal(sectionTitles(root), ['news-title', 'news-list-title', 'news-videos-title', 'news-cta-title'])
  }))

test('until the company supplies the videos’ ids, the page has no videos section: news cards, then the call to action', () =>
  withVideoIds({}, async () => {
    for (const locale of ['pt-br', 'es-es'] as const) {
      const root = await newsPage(locale)
      assert.equal(sectionTitles(root), ['news-title', 'news-list-title', 'news-cta-title'], locale)
      assert.not.ok(root.querySelector('tecto-island[data-island="VideoCarousel"]'), locale)
    }
  }))

test('a card per article written in the page language (a page of them at most), linked and dated in it', async () => {
  for (const locale of ['pt-br', 'en-us'] as const) {
    const news = newsIn(locale).slice(0, newsPerPage)
    const cards = [...(await newsPage(locale)).querySelectorAll('section[aria-labelledby="news-list-title"] ul > li')]
    assert.is(cards.length, news.length)
    assert.equal(
      cards.map((c) => c.querySelector('a')!.getAttribute('href')),
      news.map((a) => `/${locale}/noticias/${a.slug}`),
    )
    assert.equal(
      cards.map((c) => c.querySelector('h3')!.textContent),
      news.map((a) => a.title),
    )
    assert.is(cards[0]!.querySelector('time')!.getAttribute('datetime'), news[0]!.date)
  }
})

test('with the ids supplied, the videos section shows three posters and no player before a click', () =>
  withEveryVideoId(async () => {
    for (const locale of ['pt-br', 'es-es'] as const) {
      const section = (await newsPage(locale)).querySelector('section[aria-labelledby="news-videos-title"]')!
      assert.is(section.querySelectorAll('[role="group"]').length, videos.length)
      assert.is(section.querySelectorAll('iframe').length, 0)
      assert.equal(
        [...section.querySelectorAll('[role="group"] img')].map((img) => img.getAttribute('src')),
        videos.map((v) => v.poster),
      )
    }
  }))

test('with some ids, only those videos show, each with its play button, under the heading but without the lead that names all three', () =>
  withVideoIds({ 'tech-talent': 'Zf8mD1sQj6U' }, async () => {
    for (const [locale, lead] of [
      ['pt-br', 'Veja como trabalhamos'],
      ['es-es', 'Descubre cómo trabajamos'],
    ] as const) {
      const i18n = await createI18n(locale)
      const section = (await newsPage(locale)).querySelector('section[aria-labelledby="news-videos-title"]')!
      assert.is(section.querySelector('h2')!.textContent, 'Vídeos')
      assert.equal(
        [...section.querySelectorAll('h3')].map((h) => h.textContent),
        [i18n._(videos[2].title)],
      )
      assert.is(section.querySelectorAll('button').length, 1)
      assert.is(section.querySelectorAll('iframe').length, 0)
      // The island's JSON (its props and messages) is data, not text a visitor reads.
      for (const script of section.querySelectorAll('script')) script.remove()
      assert.not.match(section.textContent ?? '', lead)
    }
  }))

test('with every id, the videos show in a carousel under the heading and its lead', () =>
  withEveryVideoId(async () => {
    for (const [locale, lead] of [
      ['en-us', 'See how we work'],
      ['pt-br', 'Veja como trabalhamos'],
    ] as const) {
      const section = (await newsPage(locale)).querySelector('section[aria-labelledby="news-videos-title"]')!
      assert.match(section.textContent ?? '', lead)
      assert.is(section.querySelectorAll('[role="group"] button').length, videos.length)
    }
  }))

test('the call to action leads to the contact page in the page language', async () => {
  for (const locale of ['es-es', 'en-us'] as const) {
    assert.ok((await newsPage(locale)).querySelector(`section[aria-labelledby="news-cta-title"] a[href="/${locale}/contato"]`), locale)
  }
})

/** The page context of the news list at `url` (`/es-es/noticias/pagina/2`), with the settings of its page folder. */
const listContext = (url: string, config: PageContextServer['config'] = {}) => {
  const [, locale, , , page] = url.split('/')
  return { urlOriginal: url, locale, routeParams: page ? { page } : {}, config } as unknown as PageContextServer
}

/** Whether a guard threw vike's 404 (https://vike.dev/render). */
const notFound = (e: unknown) => (e as { _pageContextAbort?: { abortStatusCode?: number } })._pageContextAbort?.abortStatusCode === 404

test('a page number the list does not have renders the 404 page: 1 (the list itself), past the last page, or not a plain number', () => {
  const pastLast = String(newsPageCount(newsIn('pt-br').length) + 1)
  for (const page of ['1', pastLast, '99', '02', 'x']) assert.throws(() => guard(listContext(`/pt-br/noticias/pagina/${page}`)), notFound, page)
})

test('the first page links no other while its articles fit it; a later page names its number and its own address, and links the one before', async () => {
  assert.equal(pagination(listContext('/en-us/noticias')), { prev: undefined, next: undefined })
  const head = documentHead(listContext('/es-es/noticias/pagina/2', { title, description, pagination }), await createI18n('es-es'), 'https://tecto.example')
  assert.ok(head.includes('<title>Noticias — Tecto (página 2)</title>'), head)
  assert.match(head, '<meta name="description" content="Noticias de Tecto, página 2: nuestros comunicados')
  assert.ok(head.includes('<link rel="canonical" href="https://tecto.example/es-es/noticias/pagina/2">'), head)
  assert.ok(head.includes('<link rel="prev" href="https://tecto.example/es-es/noticias">'), head)
  assert.not.ok(head.includes('rel="next"'), head)
})

test.run()
