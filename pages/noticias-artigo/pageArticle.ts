import { render } from 'vike/abort'
import { findNews, type NewsArticle } from '../../data/news'
import type { Locale } from '../../data/locales'

/**
 * The article a news page shows, read from its URL's locale and slug. An unknown slug, or an article not written in
 * the URL's language, renders the 404 page (https://vike.dev/render): no page shows one language's article in another's.
 */
export function pageArticle(pageContext: { locale: Locale; routeParams: Record<string, string> }): NewsArticle {
  const article = findNews(pageContext.locale, pageContext.routeParams.slug)
  if (!article) throw render(404, `No news article has the slug ${JSON.stringify(pageContext.routeParams.slug)} in ${pageContext.locale}`)
  return article
}
