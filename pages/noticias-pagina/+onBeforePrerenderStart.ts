import { localeSegments } from '../../data/locales'
import { localizePath } from '../../data/localePath'
import { newsIn } from '../../data/news'
import { newsListPath, newsPageCount } from '../../data/routes'

/** Pages 2 onwards of each language's news list, as many as its articles fill (none while they fit one page). */
export function onBeforePrerenderStart() {
  return localeSegments.flatMap((locale) =>
    Array.from({ length: newsPageCount(newsIn(locale).length) - 1 }, (_, i) => localizePath(locale, newsListPath(i + 2))),
  )
}
