import { locales, localeSegments, localeTag, type Locale } from './locales.ts'
import { localizePath, splitLocale } from './localePath.ts'

/** One `<link rel="alternate" hreflang>`: a language tag (or `x-default`) and the page's absolute URL in it. */
export type Alternate = { hreflang: string; href: string }

/** Where a page lives: its one canonical URL and the same page in every language it exists in. */
export type PageUrls = { canonical: string; alternates: Alternate[] }

/** A page's canonical URL and alternates (docs/product/routes.md): `x-default` is its Portuguese page when there is one. */
export function pageUrls(urlPathname: string, origin: string, pageLocales: readonly Locale[] = localeSegments): PageUrls {
  const { locale, path } = splitLocale(urlPathname)
  const url = (l: Locale) => origin + localizePath(l, path)
  const languages = locales.filter((l) => pageLocales.includes(l.segment))
  const fallback = pageLocales.includes('pt-br') ? 'pt-br' : languages[0]?.segment
  return {
    canonical: url(locale),
    alternates: [
      ...languages.map(({ segment }) => ({ hreflang: localeTag(segment), href: url(segment) })),
      ...(fallback ? [{ hreflang: 'x-default', href: url(fallback) }] : []),
    ],
  }
}
