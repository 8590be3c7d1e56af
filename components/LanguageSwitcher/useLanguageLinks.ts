import { useEffect, useState } from 'react'
import { locales } from '../../data/locales'
import { localizePath, splitLocale, switchLocale } from '../../data/localePath'
import { isPortugueseOnly, paths } from '../../data/routes'
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
  const { locale } = usePageContext()
  const urlPathname = useRequestedPath()
  // A Portuguese-only page has no English or Spanish twin: those languages lead to their home page.
  const portugueseOnly = isPortugueseOnly(splitLocale(urlPathname).path)
  return locales.map((entry) => ({
    locale: entry.segment,
    lang: entry.tag,
    name: entry.name,
    flag: entry.flag,
    href: portugueseOnly && entry.segment !== 'pt-br' ? localizePath(entry.segment, '/') : switchLocale(urlPathname, entry.segment),
    current: entry.segment === locale,
  }))
}
