import { useEffect, useState } from 'react'
import { locales } from '../../data/locales'
import { localizePath, splitLocale, switchLocale } from '../../data/localePath'
import { everyLanguage } from '../../data/pageLanguages'
import { paths } from '../../data/routes'
import { usePageContext } from '../../shared/usePageContext'

/** The 404 page, one file per language for every unknown path, knows its language links only in the browser, from the address bar. */
export function isNotFoundPage(urlPathname: string) {
  return splitLocale(urlPathname).path === paths.notFound
}

/** One entry per language: the same page in that language, with its label and flag (data/locales.ts). */
export function useLanguageLinks() {
  const { locale, languages = everyLanguage, urlPathname: pagePath } = usePageContext()
  // The path the visitor asked for: the page's own, except on the 404 page (above).
  const [urlPathname, setUrlPathname] = useState(pagePath)
  useEffect(() => {
    if (isNotFoundPage(pagePath)) setUrlPathname(window.location.pathname)
  }, [pagePath])
  return locales.map((entry) => ({
    locale: entry.segment,
    lang: entry.tag,
    name: entry.name,
    flag: entry.flag,
    // A language the page is not written in leads elsewhere (data/pageLanguages.ts), e.g. to that language's news list.
    href: languages.locales.includes(entry.segment) ? switchLocale(urlPathname, entry.segment) : localizePath(entry.segment, languages.elsewhere),
    current: entry.segment === locale,
  }))
}
