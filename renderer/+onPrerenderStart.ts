// https://vike.dev/onPrerenderStart
import type { PageContextServer } from 'vike/types'
import { localeSegments } from '../data/locales'
import { localizePath } from '../data/localePath'
import { paths, unprefixedPageIds } from '../data/routes'

const unprefixedPaths = new Set<string>(unprefixedPageIds.map((id) => paths[id]))

/** Prerenders every page once per locale, plus the Portuguese pages the spec links to without a locale. */
export function onPrerenderStart(prerenderContext: { pageContexts: PageContextServer[] }) {
  const pageContexts: PageContextServer[] = []
  for (const pageContext of prerenderContext.pageContexts) {
    const path = pageContext.urlOriginal
    for (const locale of localeSegments) {
      pageContexts.push({ ...pageContext, urlOriginal: localizePath(locale, path), locale })
    }
    if (unprefixedPaths.has(path) || path.startsWith('/servicos/')) {
      pageContexts.push({ ...pageContext, locale: 'pt-br' })
    }
  }
  return { prerenderContext: { pageContexts } }
}
