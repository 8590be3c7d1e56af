import { locales } from '../../data/locales'
import { switchLocale } from '../../data/localePath'
import { usePageContext } from '../../renderer/usePageContext'

/** One entry per language: the same page in that language, with the spec's label and flag. */
export function useLanguageLinks() {
  const { locale, urlPathname } = usePageContext()
  return locales.map((entry) => ({
    locale: entry.segment,
    lang: entry.tag,
    name: entry.name,
    flag: entry.flag,
    href: switchLocale(urlPathname, entry.segment),
    current: entry.segment === locale,
  }))
}
