import { render } from 'vike/abort'
import { findNews, type NewsArticle } from '../../data/news'

/** The article a news page shows, read from its URL's slug; an unknown slug renders the 404 page (https://vike.dev/render). */
export function pageArticle(pageContext: { routeParams: Record<string, string> }): NewsArticle {
  const article = findNews(pageContext.routeParams.slug)
  if (!article) throw render(404, `No news article has the slug ${JSON.stringify(pageContext.routeParams.slug)}`)
  return article
}
