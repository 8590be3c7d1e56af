import { locales, localeSegments, localeTag, type Locale } from './locales.ts'
import { localizePath, splitLocale } from './localePath.ts'

/** A page's canonical URL and alternates (docs/product/routes.md): `x-default` is its Portuguese page when there is one. */
export function pageUrls(urlPathname: string, origin: string, pageLocales: readonly Locale[] = localeSegments) {
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
