import type { Locale } from '../data/locales.ts'
import { localizePath } from '../data/localePath.ts'
import { pageUrls } from '../data/pageUrls.ts'
import { iaNoticiaArticlePath, isPortugueseOnly, laterNewsListPages, newsPath, type PageId, paths, servicePath, unlistedPageIds } from '../data/routes.ts'

// sitemap.xml and robots.txt from the route list and the content collections, each page with its alternates as its <head>
// names them (data/pageUrls.ts). https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap

/** A page search engines should know: its path after the locale, and the languages it exists in. */
export type SitemapPage = { path: string; locales: readonly Locale[] }

/** What the content collections publish: the services' and IA Notícia's slugs, and each news article's languages. */
export type SitemapContent = { services: readonly string[]; iaNoticia: readonly string[]; news: ReadonlyMap<string, readonly Locale[]> }

/**
 * Every indexable page of a build that publishes `published`: IA Notícia in Portuguese only, an article in its own
 * languages, the news list's later pages in the languages whose articles reach them.
 */
export function sitemapPages(published: readonly Locale[], content: SitemapContent): SitemapPage[] {
  const inLanguages = (path: string): SitemapPage => ({ path, locales: isPortugueseOnly(path) ? ['pt-br'] : published })
  const articlesIn = (locale: Locale) => [...content.news.values()].filter((locales) => locales.includes(locale)).length
  return [
    ...(Object.keys(paths) as PageId[]).filter((id) => !unlistedPageIds.includes(id)).map((id) => inLanguages(paths[id])),
    ...content.services.map((slug) => inLanguages(servicePath(slug))),
    ...content.iaNoticia.map((slug) => inLanguages(iaNoticiaArticlePath(slug))),
    ...[...content.news].map(([slug, locales]) => ({ path: newsPath(slug), locales: locales.filter((l) => published.includes(l)) })),
    ...laterNewsListPages(new Map(published.map((locale) => [locale, articlesIn(locale)]))),
  ]
}

/** The sitemap of `pages` on `origin`, one entry per language of each, sorted by URL. */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const entries = pages
    .flatMap(({ path, locales }) => locales.map((locale) => pageUrls(localizePath(locale, path), origin, locales)))
    .sort((a, b) => a.canonical.localeCompare(b.canonical))
    .map(({ canonical, alternates }) =>
      [
        '  <url>',
        `    <loc>${canonical}</loc>`,
        ...alternates.map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`),
        '  </url>',
      ].join('\n'),
    )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: every page may be crawled (the lead API only takes POSTs), and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}
