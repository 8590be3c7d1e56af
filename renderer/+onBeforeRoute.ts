// https://vike.dev/onBeforeRoute
import type { PageContext } from 'vike/types'
import { splitLocale } from '../data/localePath'

/** Reads the locale from the first path segment and lets vike route on the rest. */
export function onBeforeRoute(pageContext: PageContext) {
  const { locale, path } = splitLocale(pageContext.urlPathname)
  return { pageContext: { locale, urlLogical: path } }
}
