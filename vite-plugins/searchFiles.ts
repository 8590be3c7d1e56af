import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { listFiles } from '../shared/listFiles.ts'
import { robotsTxt, sitemapPage, sitemapXml } from './sitemap.ts'

/** Writes `sitemap.xml` and `robots.txt` at the root of the static site. */
export function searchFiles(clientDir: string) {
  const pages = listFiles(clientDir)
    .filter((file) => file.endsWith('index.html'))
    .flatMap((file) => sitemapPage(readFileSync(join(clientDir, file), 'utf8')) ?? [])
  if (pages.length === 0) return
  writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(pages))
  writeFileSync(join(clientDir, 'robots.txt'), robotsTxt(new URL(pages[0]!.url).origin))
}
