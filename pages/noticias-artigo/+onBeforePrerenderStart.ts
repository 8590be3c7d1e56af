import { localeSegments } from '../../data/locales'
import { localizePath } from '../../data/localePath'
import { newsIn } from '../../data/news'
import { newsPath } from '../../data/routes'

/** One page per article in each language it is written in, and none in the others (renderer/+onPrerenderStart.ts keeps them as they are). */
export function onBeforePrerenderStart() {
  return localeSegments.flatMap((locale) => newsIn(locale).map((article) => localizePath(locale, newsPath(article.slug))))
}
