import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { atomFeed, type FeedEnclosure, type FeedEntry } from './atomFeed.ts'
import { contentType } from '../server/site/contentType.ts'
import { localeSegments, localeTag } from '../data/locales.ts'
import { localizePath } from '../data/localePath.ts'
import { newsFeedPath, paths } from '../data/routes.ts'

// The news feed of each language, `/{locale}/noticias/feed.xml`, made from the prerendered pages as the sitemap is
// (vite-plugins/searchFiles.ts): an article page exists only in the languages it is written in, and its JSON-LD already says
// its headline, summary, date and address, so a feed lists exactly the articles its language's list shows.

/** The schema.org objects of a prerendered page's JSON-LD. */
function jsonLd(html: string): Record<string, unknown>[] {
  const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!script) return []
  const data = JSON.parse(script) as Record<string, unknown>
  return (data['@graph'] as Record<string, unknown>[] | undefined) ?? [data]
}

/**
 * An article's picture as an enclosure: its media type and its size from the built file it names (undefined when the
 * build holds no such file, e.g. a picture on another host).
 */
export function feedEnclosure(clientDir: string, url: string): FeedEnclosure | undefined {
  const file = join(clientDir, decodeURIComponent(new URL(url).pathname))
  if (!existsSync(file) || !statSync(file).isFile()) return undefined
  return { url, type: contentType(file).split(';')[0]!, length: statSync(file).size }
}

/** A prerendered article page as a feed entry. */
function feedEntry(html: string, clientDir: string): FeedEntry | undefined {
  const article = jsonLd(html).find((object) => object['@type'] === 'NewsArticle')
  if (!article) return undefined
  const text = (key: string) => String(article[key] ?? '')
  return {
    title: text('headline'),
    summary: text('description'),
    url: text('url'),
    published: text('datePublished'),
    image: article.image ? feedEnclosure(clientDir, text('image')) : undefined,
  }
}

/** What `pattern` captures in a page's `<head>`, as written (HTML-escaped). */
const head = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }

/** Text as our pages escape it (shared/escapeHtml.ts), unescaped: the feed escapes it again for XML. */
const htmlText = (escaped: string) => escaped.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name]!)

/** The build step that writes every language's feed. */
export function newsFeeds(clientDir: string) {
  for (const locale of localeSegments) {
    const newsDir = join(clientDir, localizePath(locale, paths.news))
    const listPage = join(newsDir, 'index.html')
    if (!existsSync(listPage)) continue
    const list = readFileSync(listPage, 'utf8')
    const pageUrl = head(list, /<link rel="canonical" href="([^"]*)">/)
    if (!pageUrl) continue
    const entries = readdirSync(newsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(newsDir, entry.name, 'index.html')))
      .flatMap((entry) => feedEntry(readFileSync(join(newsDir, entry.name, 'index.html'), 'utf8'), clientDir) ?? [])
    const feed = atomFeed({
      title: htmlText(head(list, /<title>([^<]*)<\/title>/) ?? 'Tecto'),
      subtitle: htmlText(head(list, /<meta name="description" content="([^"]*)">/) ?? ''),
      lang: localeTag(locale),
      selfUrl: new URL(localizePath(locale, newsFeedPath), pageUrl).href,
      pageUrl,
      author: 'Tecto',
      entries,
    })
    writeFileSync(join(clientDir, localizePath(locale, newsFeedPath)), feed)
  }
}
