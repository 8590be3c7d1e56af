import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { PageContextServer } from 'vike/types'
import { iaNoticiaArticles } from '../../data/iaNoticiaArticles'
import { createI18n } from '../../locales/i18n'
import { documentHead } from '../../renderer/documentHead'
import { onPrerenderStart } from '../../renderer/+onPrerenderStart'
import { guard } from './+guard'
import { onBeforePrerenderStart } from './+onBeforePrerenderStart'
import route from './+route'
import title from './+title'

test('the route takes the slug after /ia-noticia', () => {
  assert.is(route, '/ia-noticia/@slug')
})

test('a known slug passes the guard; an unknown one answers 404', () => {
  for (const article of iaNoticiaArticles) guard({ routeParams: { slug: article.slug } })
  try {
    guard({ routeParams: { slug: 'artigo-que-nao-existe' } })
    assert.unreachable('an unknown slug must abort')
  } catch (error) {
    const abort = (error as { _pageContextAbort?: { abortStatusCode?: number } })._pageContextAbort
    assert.is(abort?.abortStatusCode, 404)
  }
})

test('every known article is prerendered once, at /pt-br/ia-noticia/{slug} only', () => {
  const urls = onBeforePrerenderStart()
  assert.equal(
    urls,
    iaNoticiaArticles.map((article) => `/ia-noticia/${article.slug}`),
  )
  const pageContexts = urls.map((urlOriginal) => ({ urlOriginal }) as unknown as PageContextServer)
  const { prerenderContext } = onPrerenderStart({ pageContexts })
  assert.equal(
    prerenderContext.pageContexts.map((pageContext) => [pageContext.urlOriginal, pageContext.locale]),
    iaNoticiaArticles.map((article) => [`/pt-br/ia-noticia/${article.slug}`, 'pt-br']),
  )
})

test("the page title is the article's own title, then the product", async () => {
  for (const article of iaNoticiaArticles) {
    const urlOriginal = `/pt-br/ia-noticia/${article.slug}`
    const pageContext = { urlOriginal, locale: 'pt-br', routeParams: { slug: article.slug }, config: { title } } as unknown as PageContextServer
    const head = documentHead(pageContext, await createI18n('pt-br'))
    assert.ok(head.includes(`<title>${article.title} — IA Notícia | Tecto</title>`), head)
  }
})

test.run()
