import { localizePath } from '../../data/localePath'
import { laterNewsPages } from '../../data/news'

/** Pages 2 onwards of each language's news list, as many as its articles fill (none while they fit one page). */
export function onBeforePrerenderStart() {
  return laterNewsPages().flatMap(({ path, locales }) => locales.map((locale) => localizePath(locale, path)))
}
