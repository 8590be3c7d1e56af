import { locales } from '../../data/locales'
import { localizePath, splitLocale, switchLocale } from '../../data/localePath'
import { isPortugueseOnly } from '../../data/routes'
import { usePageContext } from '../../renderer/usePageContext'

/** One entry per language: the same page in that language, with the spec's label and flag. */
export function useLanguageLinks() {
  const { locale, urlPathname } = usePageContext()
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
