// https://vike.dev/onPrerenderStart
import type { PageContextServer } from 'vike/types'
import { localeSegments } from '../data/locales'
import { localizePath, splitLocale } from '../data/localePath'
import { isPortugueseOnly, paths, unprefixedPageIds } from '../data/routes'

const unprefixedPaths = new Set<string>(unprefixedPageIds.map((id) => paths[id]))

/** Prerenders each page per locale, plus the unprefixed Portuguese ones (docs/product/routes.md); IA Notícia and news articles as they exist. */
export function onPrerenderStart(prerenderContext: { pageContexts: PageContextServer[] }) {
  const pageContexts: PageContextServer[] = []
  for (const pageContext of prerenderContext.pageContexts) {
    const path = pageContext.urlOriginal
    const listed = splitLocale(path)
    if (listed.hasLocaleSegment) {
      pageContexts.push({ ...pageContext, locale: listed.locale })
      continue
    }
    if (isPortugueseOnly(path)) {
      pageContexts.push({ ...pageContext, urlOriginal: localizePath('pt-br', path), locale: 'pt-br' })
      if (path === paths.iaNoticia) pageContexts.push({ ...pageContext, locale: 'pt-br' })
      continue
    }
    for (const locale of localeSegments) {
      pageContexts.push({ ...pageContext, urlOriginal: localizePath(locale, path), locale })
    }
    if (unprefixedPaths.has(path) || path.startsWith('/servicos/')) {
      pageContexts.push({ ...pageContext, locale: 'pt-br' })
    }
  }
  return { prerenderContext: { pageContexts } }
}
