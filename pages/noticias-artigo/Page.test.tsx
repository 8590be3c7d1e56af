import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { PageContext, PageContextServer } from 'vike/types'
import { companyFacts } from '../../data/companyFacts'
import { news } from '../../data/news'
import type { Locale } from '../../data/locales'
import { createI18n } from '../../locales/i18n'
import { PageContextProvider } from '../../shared/usePageContext'
import { renderToDocument } from '../../tests/render'
import Page from './+Page'
import title from './+title'
import description from './+description'
import { onBeforePrerenderStart } from './+onBeforePrerenderStart'
import { guard } from './+guard'
import route from './+route'
import { abortStatus } from '../../tests/support/abortStatus'

/** What vike hands the page for `/{locale}/noticias/{slug}`. */
const contextFor = (locale: Locale, slug: string) =>
  ({ locale, urlPathname: `/${locale}/noticias/${slug}`, routeParams: { slug }, config: {} }) as unknown as PageContext

/** The article page as the prerender writes it, parsed. */
async function articlePage(locale: Locale, slug: string) {
  const root = await renderToDocument(
    <PageContextProvider pageContext={contextFor(locale, slug)}>
      <Page />
    </PageContextProvider>,
    { locale },
  )
  return root
}

test('the headline, summary, date and every paragraph, in the page language', async () => {
  for (const locale of ['en-us', 'pt-br'] as const) {
    const i18n = await createI18n(locale)
    const article = news[1]
    const root = await articlePage(locale, article.slug)
    assert.is(root.querySelectorAll('h1').length, 1)
    assert.is(root.querySelector('h1')!.textContent, i18n._(article.title))
    assert.match(root.textContent ?? '', i18n._(article.desc))
    const paragraphs = [...root.querySelectorAll('article p')].map((p) => p.textContent)
    for (const paragraph of article.content) assert.ok(paragraphs.includes(i18n._(paragraph)), `${locale}: ${i18n._(paragraph).slice(0, 40)}`)
  }
  assert.is((await articlePage('en-us', news[1].slug)).querySelector('article time')!.textContent, 'August 27, 2024')
  assert.is((await articlePage('pt-br', news[1].slug)).querySelector('article time')!.textContent, '27 de agosto de 2024')
})

test('the featured card sits above the text', async () => {
  const root = await articlePage('en-us', news[0].slug)
  const figure = root.querySelector('article figure')!
  const firstParagraph = root.querySelector('article p')!
  assert.ok(figure.compareDocumentPosition(firstParagraph) & Node.DOCUMENT_POSITION_FOLLOWING)
  assert.is(figure.querySelector('img')!.getAttribute('src'), news[0].img)
  assert.match(figure.textContent ?? '', 'TECTO')
})

test("the featured image, the article's largest paint, is fetched first and never lazily", async () => {
  const image = (await articlePage('en-us', news[0].slug)).querySelector('article figure img')!
  assert.is(image.getAttribute('fetchpriority'), 'high')
  assert.is.not(image.getAttribute('loading'), 'lazy')
})

test('"read the original" opens the original piece in a new tab, safely, once its address is supplied', async () => {
  const article = news[3]
  const original = 'https://press.example/original-piece'
  assert.not.ok((await articlePage('en-us', article.slug)).querySelector('a[target="_blank"][href^="https://"]:not(footer a)'), 'no address, no link')
  companyFacts.pressOriginals[article.slug] = original
  try {
    for (const locale of ['en-us', 'es-es'] as const) {
      const link = (await articlePage(locale, article.slug)).querySelector(`a[href="${original}"]`)!
      assert.ok(link, locale)
      assert.is(link.getAttribute('target'), '_blank')
      assert.is(link.getAttribute('rel'), 'noopener noreferrer')
    }
    const english = (await articlePage('en-us', article.slug)).querySelector(`a[href="${original}"]`)!
    assert.is(english.textContent, 'Read the original article (opens in a new tab)')
  } finally {
    delete companyFacts.pressOriginals[article.slug]
  }
})

test('"other news": at most three of the first four articles, never the open one, linked in the page language', async () => {
  const firstFour = news.slice(0, 4).map((a) => a.slug)
  for (const locale of ['pt-br', 'en-us'] as const) {
    for (const article of news) {
      const section = (await articlePage(locale, article.slug)).querySelector('section[aria-labelledby="other-news-title"]')!
      const hrefs = [...section.querySelectorAll('li h3 a')].map((a) => a.getAttribute('href')!)
      assert.ok(hrefs.length > 0 && hrefs.length <= 3, `${article.slug}: ${hrefs.length}`)
      assert.not.ok(hrefs.includes(`/${locale}/noticias/${article.slug}`), article.slug)
      assert.ok(
        hrefs.every((href) => firstFour.some((slug) => href === `/${locale}/noticias/${slug}`)),
        hrefs.join(),
      )
    }
  }
})

test('a way back to the news list and a closing call to the contact page, both localized', async () => {
  for (const locale of ['es-es', 'en-us'] as const) {
    const root = await articlePage(locale, news[2].slug)
    assert.ok(root.querySelector(`h1`)!.closest('section')!.querySelector(`a[href="/${locale}/noticias"]`))
    assert.ok(root.querySelector(`section[aria-labelledby="news-cta-title"] a[href="/${locale}/contato"]`))
  }
})

test('the five articles are prerendered, each under its own slug', () => {
  assert.equal(
    onBeforePrerenderStart(),
    news.map((a) => `/noticias/${a.slug}`),
  )
})

test("the document's title and description are the article's own, translated", async () => {
  const i18n = await createI18n('en-us')
  const context = contextFor('en-us', news[4].slug) as unknown as PageContextServer
  assert.is(i18n._(title(context)), 'Overcoming barriers: Rafael Moreira')
  assert.is(i18n._(description(context)), i18n._(news[4].desc))
})

test('an unknown slug is answered with the 404 page; the five known ones pass', () => {
  assert.is(route, '/noticias/@slug')
  assert.is(
    abortStatus(() => guard(contextFor('en-us', 'no-such-article') as unknown as PageContextServer)),
    404,
  )
  assert.is(
    abortStatus(() => guard(contextFor('pt-br', '') as unknown as PageContextServer)),
    404,
  )
  for (const article of news)
    assert.is(
      abortStatus(() => guard(contextFor('es-es', article.slug) as unknown as PageContextServer)),
      undefined,
    )
})

test.run()
