// sitemap.xml and robots.txt, made from the prerendered pages themselves: each page's <head> already names its
// canonical URL and its language alternates (renderer/seo/pageUrls.ts, from the one route list), so the sitemap lists
// exactly the pages that exist, under the same addresses (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap).

/** A page as search engines should know it: its canonical URL and its alternates by hreflang. */
export type SitemapPage = { url: string; alternates: { hreflang: string; href: string }[] }

/** The attributes of every `<link>` tag of an HTML document. */
function linkTags(html: string): Record<string, string>[] {
  return [...html.matchAll(/<link\s([^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries([...attributes!.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!])),
  )
}

/** A prerendered page's entry, or undefined for a page kept out of search results (no canonical link). */
export function sitemapPage(html: string): SitemapPage | undefined {
  const links = linkTags(html)
  const canonical = links.find((link) => link.rel === 'canonical')?.href
  if (!canonical || /<meta name="robots" content="noindex">/.test(html)) return undefined
  const alternates = links.filter((link) => link.rel === 'alternate' && link.hreflang).map((link) => ({ hreflang: link.hreflang!, href: link.href! }))
  return { url: canonical, alternates }
}

/** The sitemap of `pages`, one entry per canonical URL, sorted. URLs come from our own escaped HTML attributes. */
export function sitemapXml(pages: readonly SitemapPage[]): string {
  const unique = [...new Map(pages.map((page) => [page.url, page])).values()].sort((a, b) => a.url.localeCompare(b.url))
  const entries = unique.map(({ url, alternates }) =>
    [
      '  <url>',
      `    <loc>${url}</loc>`,
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
