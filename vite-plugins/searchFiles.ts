import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { codeLocales, type Locale } from '../data/locales.ts'
import { localeSourcesOnDisk, shippedLocales } from '../locales/shippedLocales.ts'
import { listFiles } from '../shared/listFiles.ts'
import type { NewsFile } from './newsSocialCards.ts'
import { robotsTxt, sitemapPages, sitemapXml } from './sitemap.ts'

const slugs = (root: string, collection: string) => [
  ...new Set(listFiles(join(root, 'content', collection)).flatMap((file) => /^([^/]+)\/index\.[a-z-]+\.md$/.exec(file)?.[1] ?? [])),
]

/** The build step that writes `sitemap.xml` and `robots.txt` for the languages and content (`articles` without drafts) the build publishes. */
export const searchFiles = (root: string, origin: string, preview: boolean, articles: readonly NewsFile[]) => (clientDir: string) => {
  const { published } = shippedLocales(localeSourcesOnDisk(root), { preview })
  const locales = codeLocales.filter((l) => published.includes(l.tag)).map((l): Locale => l.segment)
  const news = new Map<string, Locale[]>()
  for (const { slug, locale } of articles) news.set(slug, [...(news.get(slug) ?? []), locale as Locale])
  const content = { services: slugs(root, 'services'), iaNoticia: slugs(root, 'ia-noticia'), news }
  writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(origin, sitemapPages(locales, content)))
  writeFileSync(join(clientDir, 'robots.txt'), robotsTxt(origin))
}
