import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { defaultLocale, localeSegments, localeTag, type Locale, type LocaleTag } from '../../data/locales'
import { localizePath } from '../../data/localePath'
import { isPortugueseOnly, paths, unprefixedPageIds, type PageId } from '../../data/routes'

/** Every page of the route list: a page missing from the build fails its tests. */
export const requiredPageIds = (Object.keys(paths) as PageId[]).filter((id) => id !== 'notFound')

/** A path no page will ever have, to see the 404 page. */
export const unknownPath = '/esta-pagina-nao-existe'

/** A URL the browser tests visit, with what it must answer. */
export type SitePage = {
  /** What the test names say, e.g. `about (/en-us/quem-somos)`. */
  label: string
  url: string
  locale: Locale
  lang: LocaleTag
  status: 200 | 404
}

/** The paths (after the locale) of every page the build prerendered in `locale`, e.g. `/servicos/apis`. */
function builtPaths(clientDir: string, locale: Locale, prefix = ''): string[] {
  const dir = join(clientDir, locale, prefix)
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return builtPaths(clientDir, locale, `${prefix}/${entry.name}`)
    return entry.name === 'index.html' ? [prefix || '/'] : []
  })
}

/**
 * Every URL to check: the required pages and every other page the build holds, in each locale,
 * plus their Portuguese copies without a locale segment; and an unknown path per locale.
 * (The UI's data files use Lingui macros, which plain tsx cannot load: pages are found in the build.)
 */
export function sitePages(clientDir: string): SitePage[] {
  const pages: SitePage[] = []
  const add = (name: string, url: string, locale: Locale, status: 200 | 404 = 200) =>
    pages.push({ label: `${name} (${url})`, url, locale, lang: localeTag(locale), status })

  // The route list's pages exist in every language (IA Notícia in Portuguese only); any other page, such as a news
  // article, in the languages the build holds it in: an article exists only in the languages it is written in.
  const names = new Map<string, string>(requiredPageIds.map((id) => [paths[id], id]))
  const built = new Map(localeSegments.map((locale) => [locale, new Set(builtPaths(clientDir, locale))]))
  for (const path of [...built.values()].flatMap((paths) => [...paths])) {
    if (path !== paths.notFound && !names.has(path)) names.set(path, path)
  }
  const unprefixed = new Set<string>(unprefixedPageIds.map((id) => paths[id]))
  const required = new Set<string>(requiredPageIds.map((id) => paths[id]))
  for (const [path, name] of names) {
    const pageLocales = isPortugueseOnly(path) ? [defaultLocale] : required.has(path) ? localeSegments : localeSegments.filter((l) => built.get(l)!.has(path))
    for (const locale of pageLocales) add(name, localizePath(locale, path), locale)
    if (unprefixed.has(path) || existsSync(join(clientDir, path, 'index.html'))) add(name, path, defaultLocale)
  }
  for (const locale of localeSegments) add('unknown path', localizePath(locale, unknownPath), locale, 404)
  add('unknown path', unknownPath, defaultLocale, 404)
  return pages
}
