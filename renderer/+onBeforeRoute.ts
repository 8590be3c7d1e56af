// https://vike.dev/onBeforeRoute
import type { PageContext } from 'vike/types'
import { splitLocale } from '../data/localePath'

export function onBeforeRoute(pageContext: PageContext) {
  const { locale, path } = splitLocale(pageContext.urlPathname)
  return { pageContext: { locale, urlLogical: path } }
}
