// Which pages the benchmark looks at: one Portuguese page per page type that the build holds.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { defaultLocale } from '../data/locales'
import { localizePath } from '../data/localePath'
import { paths, servicePath } from '../data/routes'

/** A page to measure: its page type and its URL path, e.g. `{ name: 'about', url: '/pt-br/quem-somos' }`. */
export type BenchPage = { name: string; url: string }

/** The pages to measure, in table order, and the page types the build has no page for (yet). */
export type PageTypes = { pages: BenchPage[]; notBuilt: string[] }

/** The service page every run measures, so figures compare across runs. */
const serviceSlug = 'inteligencia-artificial'

/** The page types that Lighthouse scores (when built). */
export const lighthousePageNames = ['home', 'service', 'news article', 'contact']

/** The path of the first news article in the build (by slug): a page folder under the news list's, if any. */
function firstArticlePath(clientDir: string): string | undefined {
  const dir = join(clientDir, localizePath(defaultLocale, paths.news))
  if (!existsSync(dir)) return undefined
  const slug = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'index.html')))
    .map((entry) => entry.name)
    .sort()[0]
  return slug && `${paths.news}/${slug}`
}

/** The page types to measure that exist in the build at `clientDir`, and those that do not. */
export function pageTypes(clientDir: string): PageTypes {
  const candidates: [name: string, path: string | undefined][] = [
    ['home', paths.home],
    ['about', paths.about],
    ['privacy', paths.privacy],
    ['service', servicePath(serviceSlug)],
    ['news article', firstArticlePath(clientDir)],
    ['news list', paths.news],
    ['AI', paths.ai],
    ['AI products', paths.aiProducts],
    ['contact', paths.contact],
    ['hire', paths.hire],
    ['software factory', paths.softwareFactory],
    ['IA Notícia', paths.iaNoticia],
  ]
  const result: PageTypes = { pages: [], notBuilt: [] }
  for (const [name, path] of candidates) {
    const url = path && localizePath(defaultLocale, path)
    if (url && existsSync(join(clientDir, url, 'index.html'))) result.pages.push({ name, url })
    else result.notBuilt.push(name)
  }
  return result
}
