import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { atomFeed, type FeedEnclosure } from './atomFeed.ts'
import type { NewsFile } from './newsSocialCards.ts'
import { contentType } from '../server/site/contentType.ts'
import { htmlText } from '../data/content/htmlText.ts'
import { localeSegments, localeTag } from '../data/locales.ts'
import { localizePath } from '../data/localePath.ts'
import { newsFeedPath, newsPath, paths } from '../data/routes.ts'
import { articleSocialImage } from '../data/socialImage.ts'

// Each language's news feed, `/{locale}/noticias/feed.xml`, titled as its list page's <head>; none where the build has no list.

/** An article's picture as an enclosure, with its media type and size from the built file (undefined for a picture elsewhere). */
export function feedEnclosure(clientDir: string, url: string): FeedEnclosure | undefined {
  const file = join(clientDir, decodeURIComponent(new URL(url).pathname))
  if (!existsSync(file) || !statSync(file).isFile()) return undefined
  return { url, type: contentType(file).split(';')[0]!, length: statSync(file).size }
}

/** What `pattern` captures in a page's `<head>`, as written (HTML-escaped). */
const head = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]

/** The build step that writes every language's feed of `articles`. */
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
      author: 'Tecto',
      entries,
    })
    writeFileSync(join(clientDir, localizePath(locale, newsFeedPath)), feed)
  }
}
