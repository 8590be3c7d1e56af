// https://vike.dev/onBeforePrerenderStart
import { news } from '../../data/news'
import { newsPath } from '../../data/routes'

/** One page per article; renderer/+onPrerenderStart.ts makes a copy per locale. */
export function onBeforePrerenderStart() {
  return news.map((article) => newsPath(article.slug))
}
