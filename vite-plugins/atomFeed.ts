import { escapeHtml } from '../shared/escapeHtml.ts'

// An Atom feed (RFC 4287) of one language's news: what feed readers and aggregators subscribe to.

/** A file a feed entry links to as an enclosure: its address, media type and size in bytes, as RFC 4287 (4.2.7) has them. */
export type FeedEnclosure = { url: string; type: string; length: number }

export type FeedEntry = { title: string; summary: string; url: string; published: string; image?: FeedEnclosure }

export type Feed = { title: string; subtitle?: string; lang: string; selfUrl: string; pageUrl: string; author: string; entries: readonly FeedEntry[] }

/** A calendar day as Atom's date-time, midnight UTC. */
const dateTime = (day: string) => `${day}T00:00:00Z`

/** The feed's XML, newest entry first; it was last updated when its newest entry was published. */
export function atomFeed(feed: Feed): string {
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
    `  <author><name>${escapeHtml(feed.author)}</name></author>`,
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
