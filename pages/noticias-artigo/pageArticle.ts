import { render } from 'vike/abort'
import { findNews, type NewsArticle } from '../../data/news'
import type { Locale } from '../../data/locales'

/** The article of a news page's URL (locale and slug); unknown or not written in that language, the 404 page (https://vike.dev/render). */
export function pageArticle(pageContext: { locale: Locale; routeParams: Record<string, string> }): NewsArticle {
  const article = findNews(pageContext.locale, pageContext.routeParams.slug)
  if (!article) throw render(404, `No news article has the slug ${JSON.stringify(pageContext.routeParams.slug)} in ${pageContext.locale}`)
  return article
}
