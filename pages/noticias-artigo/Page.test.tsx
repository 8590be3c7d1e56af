import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { PageContext, PageContextServer } from 'vike/types'
import { findNews, newsIn, type NewsArticle } from '../../data/news'
import { localeSegments, type Locale } from '../../data/locales'
import { localizePath } from '../../data/localePath'
import { PageContextProvider } from '../../shared/usePageContext'
import { renderToDocument } from '../../tests/render'
import Page from './+Page'
import title from './+title'
import description from './+description'
import { onBeforePrerenderStart } from './+onBeforePrerenderStart'
import { guard } from './+guard'
import route from './+route'
import { abortStatus } from '../../tests/support/abortStatus'
import { ArticleView } from '../../components/news/ArticleView/ArticleView'
import { documentHead } from '../../renderer/documentHead'
import { createI18n } from '../../locales/i18n'
import socialImage from './+socialImage'
import ogType from './+ogType'

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

/** An article in every language it is written in; with the pictures and the text it already has. */
const everyArticle = localeSegments.flatMap((locale) => newsIn(locale))
/** One article per language, to keep the page's render tests quick (the build renders them all). */
const sample = localeSegments.flatMap((locale) => newsIn(locale).slice(0, 1))

test("the headline, summary, date and text, in the article's language", async () => {
  for (const article of sample) {
    const root = await articlePage(article.locale, article.slug)
    assert.is(root.querySelectorAll('h1').length, 1)
    assert.is(root.querySelector('h1')!.textContent, article.title)
    assert.match(root.textContent ?? '', article.description)
    assert.is(root.querySelector('article time')!.getAttribute('datetime'), article.date)
    assert.ok(root.querySelector('article')!.innerHTML.includes(article.html.split('\n')[0]!), article.file)
  }
})

test('the date is written the way each language writes it', async () => {
  for (const [locale, written] of [
    ['en-us', 'August 27, 2024'],
    ['pt-br', '27 de agosto de 2024'],
  ] as const) {
    const article = { ...newsIn(locale)[0]!, date: '2024-08-27' }
    const root = await renderToDocument(
      <PageContextProvider pageContext={contextFor(locale, article.slug)}>
        <ArticleView article={article} />
      </PageContextProvider>,
      { locale },
    )
    assert.is(root.querySelector('time')!.textContent, written)
  }
})

test("an article's link preview shows its own picture, rasterised at 1200×630, with its type, size and alt text", async () => {
  for (const article of sample) {
    const pageContext = {
      ...contextFor(article.locale, article.slug),
      urlOriginal: `/${article.locale}/noticias/${article.slug}`,
      config: { title, socialImage, ogType },
    }
    const head = documentHead(pageContext as unknown as PageContextServer, await createI18n(article.locale), 'https://tecto.example')
    const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(head)?.[1]
    const card = `https://tecto.example/social/news/${article.slug}/${article.image.replace(/\.svg$/, '.png')}`
    assert.is(meta('og:image'), card, article.file)
    assert.is(meta('twitter:image'), card)
    assert.equal([meta('og:image:type'), meta('og:image:width'), meta('og:image:height')], ['image/png', '1200', '630'])
    assert.is(meta('og:image:alt'), article.imageAlt.replace(/"/g, '&quot;'))
    assert.is(meta('twitter:image:alt'), meta('og:image:alt'))
  }
})

test("the featured picture sits above the text, the article's largest paint: fetched first and never lazily, with its alt text", async () => {
  const article = newsIn('en-us')[0]!
  const root = await articlePage('en-us', article.slug)
  const figure = root.querySelector('article figure')!
  assert.ok(figure.compareDocumentPosition(root.querySelector('article p')!) & Node.DOCUMENT_POSITION_FOLLOWING)
  const image = figure.querySelector('img')!
  assert.is(image.getAttribute('src'), article.picture!.src)
  assert.is(image.getAttribute('alt'), article.imageAlt)
  assert.ok(article.imageAlt.length > 20, article.file)
  assert.is(image.getAttribute('fetchpriority'), 'high')
  assert.is.not(image.getAttribute('loading'), 'lazy')
  assert.match(figure.textContent ?? '', 'TECTO')
})

test("a press piece names its outlet and links the original in a new tab; the company's own announcement has no press line", async () => {
  const announcement = { ...newsIn('en-us')[0]!, kind: 'announcement' } as NewsArticle
  const press = { ...announcement, kind: 'press', outlet: 'Valor Econômico', original: 'https://valor.example/materia' } as NewsArticle
  const render = (article: NewsArticle, locale: Locale) =>
    renderToDocument(
      <PageContextProvider pageContext={contextFor(locale, article.slug)}>
        <ArticleView article={article} />
      </PageContextProvider>,
      { locale },
    )
  const plain = await render(announcement, 'en-us')
  assert.not.ok(plain.querySelector('aside'), 'no press line')
  assert.not.ok(plain.querySelector('a[target="_blank"]'))
  for (const [locale, sentence] of [
    ['en-us', 'This article was first published in Valor Econômico.'],
    ['es-es', 'Este artículo se publicó originalmente en Valor Econômico.'],
  ] as const) {
    const root = await render(press, locale)
    assert.is(root.querySelector('aside p')!.textContent, sentence)
    const link = root.querySelector('a[href="https://valor.example/materia"]')!
    assert.is(link.getAttribute('target'), '_blank')
    assert.is(link.getAttribute('rel'), 'noopener noreferrer')
  }
})

test('Markdown in an article is its text; raw HTML in it is shown as text, never run', async () => {
  const article = { ...newsIn('pt-br')[0]!, html: '<h2>Por que Recife</h2>\n<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>' }
  const root = await renderToDocument(
    <PageContextProvider pageContext={contextFor('pt-br', article.slug)}>
      <ArticleView article={article} />
    </PageContextProvider>,
    { locale: 'pt-br' },
  )
  assert.is(root.querySelector('h2')!.textContent, 'Por que Recife')
  assert.not.ok(root.querySelector('script'))
})

test('"other news" is linked in the article\'s language, never the open article', async () => {
  for (const article of sample) {
    const section = (await articlePage(article.locale, article.slug)).querySelector('section[aria-labelledby="other-news-title"]')!
    const hrefs = [...section.querySelectorAll('li h3 a')].map((a) => a.getAttribute('href')!)
    assert.ok(hrefs.length <= 3, article.file)
    assert.not.ok(hrefs.includes(localizePath(article.locale, `/noticias/${article.slug}`)), article.file)
    assert.ok(
      hrefs.every((href) => href.startsWith(`/${article.locale}/noticias/`) && findNews(article.locale, href.split('/').pop())),
      hrefs.join(),
    )
  }
})

test('a way back to the news list and a closing call to the contact page, both localized', async () => {
  for (const article of sample) {
    const { locale } = article
    const root = await articlePage(locale, article.slug)
    assert.ok(root.querySelector(`h1`)!.closest('section')!.querySelector(`a[href="/${locale}/noticias"]`))
    assert.ok(root.querySelector(`section[aria-labelledby="news-cta-title"] a[href="/${locale}/contato"]`))
  }
})

test('every article is prerendered in each language it is written in, and in no other', () => {
  assert.equal([...onBeforePrerenderStart()].sort(), everyArticle.map((a) => `/${a.locale}/noticias/${a.slug}`).sort())
})

test("the document's title and description are the article's own", () => {
  for (const article of sample) {
    const context = contextFor(article.locale, article.slug) as unknown as PageContextServer
    assert.is(title(context), article.title)
    assert.is(description(context), article.description)
  }
})

test('an unknown slug, or an article in a language it is not written in, is answered with the 404 page', () => {
  assert.is(route, '/noticias/@slug')
  assert.is(
    abortStatus(() => guard(contextFor('en-us', 'no-such-article') as unknown as PageContextServer)),
    404,
  )
  assert.is(
    abortStatus(() => guard(contextFor('pt-br', '') as unknown as PageContextServer)),
    404,
  )
  for (const locale of localeSegments) {
    for (const slug of new Set(everyArticle.map((a) => a.slug))) {
      const expected = findNews(locale, slug) ? undefined : 404
      assert.is(
        abortStatus(() => guard(contextFor(locale, slug) as unknown as PageContextServer)),
        expected,
        `${slug} in ${locale}`,
      )
    }
  }
})

test.run()
