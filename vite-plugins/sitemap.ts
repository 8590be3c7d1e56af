import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { listFiles } from '../shared/listFiles.ts'

// sitemap.xml from the prerendered pages: each indexable one (a noindex page names no canonical URL) under its canonical URL,
// with the alternates its <head> names (data/pageUrls.ts). https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap

/** The sitemap of the pages in `clientDir`, one entry per canonical URL (an unprefixed Portuguese page is its /pt-br one), sorted. */
export function sitemapXml(clientDir: string): string {
  const entries = new Map<string, string>()
  for (const page of listFiles(clientDir).filter((file) => file.endsWith('index.html'))) {
    const head = readFileSync(join(clientDir, page), 'utf8').split('</head>')[0]!
    const canonical = /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1]
    if (!canonical) continue
    const alternates = [...head.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map(
      ([, hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
    )
    entries.set(canonical, ['  <url>', `    <loc>${canonical}</loc>`, ...alternates, '  </url>'].join('\n'))
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...[...entries].sort(([a], [b]) => a.localeCompare(b)).map(([, entry]) => entry),
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: every page may be crawled (the lead API only takes POSTs), and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}

/** The build step that writes `sitemap.xml` and `robots.txt` for the pages the build prerendered. */
export const searchFiles = (origin: string) => (clientDir: string) => {
  writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(clientDir))
  writeFileSync(join(clientDir, 'robots.txt'), robotsTxt(origin))
}
