// Which pages the benchmark looks at: one Portuguese page per page type that the build holds.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { localizePath } from '../data/localePath'
import { defaultLocale } from '../data/locales'
import { paths, servicePath } from '../data/routes'

/** A page to measure: its page type and its URL path, e.g. `{ name: 'about', url: '/pt-br/quem-somos' }`. */
export type BenchPage = { name: string; url: string }

/** The page types that Lighthouse scores (when built). */
export const lighthousePageNames = ['home', 'service', 'news article', 'contact']

/** The path of the first news article in the build (by slug), if any. */
function firstArticlePath(clientDir: string): string | undefined {
  const dir = join(clientDir, localizePath(defaultLocale, paths.news))
  const slug = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => existsSync(join(dir, name, 'index.html')))
        .sort()[0]
    : undefined
  return slug && `${paths.news}/${slug}`
}

/** The page types to measure that exist in the build at `clientDir`, in table order, and those it has no page for. */
export function pageTypes(clientDir: string) {
  const candidates: [name: string, path: string | undefined][] = [
    ['home', paths.home],
    ['about', paths.about],
    ['privacy', paths.privacy],
    // The same service page every run, so figures compare across runs.
    ['service', servicePath('inteligencia-artificial')],
    ['news article', firstArticlePath(clientDir)],
    ['news list', paths.news],
    ['AI', paths.ai],
    ['AI products', paths.aiProducts],
    ['contact', paths.contact],
    ['hire', paths.hire],
    ['software factory', paths.softwareFactory],
    ['IA Notícia', paths.iaNoticia],
  ]
  const result = { pages: [] as BenchPage[], notBuilt: [] as string[] }
  for (const [name, path] of candidates) {
    const url = path && localizePath(defaultLocale, path)
    if (url && existsSync(join(clientDir, url, 'index.html'))) result.pages.push({ name, url })
    else result.notBuilt.push(name)
  }
  return result
}
