import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { NewsFile } from './newsSocialCards.ts'
import { contentType } from '../server/site/contentType.ts'
import { escapeHtml } from '../shared/escapeHtml.ts'
import { htmlText } from '../data/content/htmlText.ts'
import { localeSegments, localeTag } from '../data/locales.ts'
import { localizePath } from '../data/localePath.ts'
import { newsFeedPath, newsPath, paths } from '../data/routes.ts'
import { articleSocialImage } from '../data/socialImage.ts'

// Each language's news feed, `/{locale}/noticias/feed.xml`, an Atom feed (RFC 4287) titled as its list page's <head>; none where
// the build has no list.

/** A file a feed entry links to as an enclosure: its address, media type and size in bytes, as RFC 4287 (4.2.7) has them. */
type FeedEnclosure = { url: string; type: string; length: number }

type Feed = { title: string; subtitle?: string; lang: string; selfUrl: string; pageUrl: string }
type FeedEntry = { title: string; summary: string; url: string; published: string; image?: FeedEnclosure }

const dateTime = (day: string) => `${day}T00:00:00Z`

/** The feed's XML, newest entry first; it was last updated when its newest entry was published. */
export function atomFeed(feed: Feed & { entries: readonly FeedEntry[] }): string {
  const entries = [...feed.entries].sort((a, b) => b.published.localeCompare(a.published) || a.url.localeCompare(b.url))
  const updated = entries[0]?.published ?? '1970-01-01'
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeHtml(feed.lang)}">`,
    `  <id>${escapeHtml(feed.pageUrl)}</id>`,
    `  <title>${escapeHtml(feed.title)}</title>`,
    ...(feed.subtitle ? [`  <subtitle>${escapeHtml(feed.subtitle)}</subtitle>`] : []),
    `  <link rel="self" type="application/atom+xml" href="${escapeHtml(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeHtml(feed.pageUrl)}"/>`,
    `  <updated>${dateTime(updated)}</updated>`,
    '  <author><name>Tecto</name></author>',
  ]
  for (const entry of entries) {
    lines.push(
      '  <entry>',
      `    <id>${escapeHtml(entry.url)}</id>`,
      `    <title>${escapeHtml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeHtml(entry.url)}"/>`,
      `    <published>${dateTime(entry.published)}</published>`,
      `    <updated>${dateTime(entry.published)}</updated>`,
      `    <summary>${escapeHtml(entry.summary)}</summary>`,
      ...(entry.image
        ? [`    <link rel="enclosure" type="${escapeHtml(entry.image.type)}" length="${entry.image.length}" href="${escapeHtml(entry.image.url)}"/>`]
        : []),
      '  </entry>',
    )
  }
  lines.push('</feed>', '')
  return lines.join('\n')
}

/** An article's picture as an enclosure, with its media type and size from the built file (undefined for a picture elsewhere). */
export function feedEnclosure(clientDir: string, url: string): FeedEnclosure | undefined {
  const file = join(clientDir, decodeURIComponent(new URL(url).pathname))
  if (!existsSync(file) || !statSync(file).isFile()) return undefined
  return { url, type: contentType(file).split(';')[0]!, length: statSync(file).size }
}

/** What `pattern` captures in a page's `<head>`, as written (HTML-escaped). */
const head = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]

export const newsFeeds = (articles: readonly NewsFile[]) => (clientDir: string) => {
  for (const locale of localeSegments) {
    const listPage = join(clientDir, localizePath(locale, paths.news), 'index.html')
    if (!existsSync(listPage)) continue
    const list = readFileSync(listPage, 'utf8')
    const pageUrl = head(list, /<link rel="canonical" href="([^"]*)">/)
    if (!pageUrl) continue
    const entries = articles
      .filter((article) => article.locale === locale)
      .map(({ slug, title, description, date, image }) => ({
        title,
        summary: description,
        url: new URL(localizePath(locale, newsPath(slug)), pageUrl).href,
        published: date,
        image: feedEnclosure(clientDir, new URL(articleSocialImage(slug, image).path, pageUrl).href),
      }))
    const feed = atomFeed({
      title: htmlText(head(list, /<title>([^<]*)<\/title>/) ?? 'Tecto'),
      subtitle: htmlText(head(list, /<meta name="description" content="([^"]*)">/) ?? ''),
      lang: localeTag(locale),
      selfUrl: new URL(localizePath(locale, newsFeedPath), pageUrl).href,
      pageUrl,
      entries,
    })
    writeFileSync(join(clientDir, localizePath(locale, newsFeedPath)), feed)
  }
}
