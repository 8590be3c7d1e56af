import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { listFiles } from './listFiles'
import { robotsTxt, sitemapPage, sitemapXml } from './sitemap'

/** After vike has prerendered the pages, writes `sitemap.xml` and `robots.txt` at the root of the static site. */
export function searchFiles(outDir: string): Plugin {
  return {
    name: 'tecto:search-files',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const clientDir = join(outDir, 'client')
        const pages = listFiles(clientDir)
          .filter((file) => file.endsWith('index.html'))
          .flatMap((file) => sitemapPage(readFileSync(join(clientDir, file), 'utf8')) ?? [])
        // vike builds twice (client, then server with prerendering): only the second pass has pages.
        if (pages.length === 0) return
        writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(pages))
        writeFileSync(join(clientDir, 'robots.txt'), robotsTxt(new URL(pages[0]!.url).origin))
      },
    },
  }
}
