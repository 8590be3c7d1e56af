import { locales, localeTag, type Locale } from '../../data/locales'
import { localizePath, splitLocale } from '../../data/localePath'
import { isPortugueseOnly } from '../../data/routes'

/** One `<link rel="alternate" hreflang>`: a language tag (or `x-default`) and the page's absolute URL in it. */
export type Alternate = { hreflang: string; href: string }

/** Where a page lives: its one canonical URL and the same page in every language it exists in. */
export type PageUrls = { canonical: string; alternates: Alternate[] }

/**
 * The canonical URL and language alternates of the page at `urlPathname`. An unprefixed path (`/quem-somos`)
 * is the Portuguese page, whose canonical URL carries `/pt-br` (docs/product/routes.md). IA Notícia exists in Portuguese
 * only, so it has no other language. `x-default`, for visitors of any other language, is the Portuguese page:
 * the site's default, and what `/` answers.
 */
export function pageUrls(urlPathname: string, origin: string): PageUrls {
  const { locale, path } = splitLocale(urlPathname)
  const url = (l: Locale) => origin + localizePath(l, path)
  const languages = isPortugueseOnly(path) ? locales.filter((l) => l.segment === 'pt-br') : locales
  return {
    canonical: url(locale),
    alternates: [...languages.map(({ segment }) => ({ hreflang: localeTag(segment), href: url(segment) })), { hreflang: 'x-default', href: url('pt-br') }],
  }
}
