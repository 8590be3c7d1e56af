import { useEffect, useState } from 'react'
import { locales } from '../../data/locales'
import { localizePath, splitLocale, switchLocale } from '../../data/localePath'
import { everyLanguage } from '../../data/pageLanguages'
import { paths } from '../../data/routes'
import { usePageContext } from '../../shared/usePageContext'

/**
 * The path the visitor asked for. It is the page's own, except on the 404 page: one prerendered file per
 * language answers every unknown path, so once in the browser it reads the address bar instead.
 */
function useRequestedPath() {
  const { urlPathname } = usePageContext()
  const [requested, setRequested] = useState(urlPathname)
  useEffect(() => {
    if (splitLocale(urlPathname).path === paths.notFound) setRequested(window.location.pathname)
  }, [urlPathname])
  return requested
}

/** One entry per language: the same page in that language, with its label and flag (data/locales.ts). */
export function useLanguageLinks() {
  const { locale, languages = everyLanguage } = usePageContext()
  const urlPathname = useRequestedPath()
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
