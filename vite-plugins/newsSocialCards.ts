import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { type NewsFrontMatter, newsSchema } from '../data/content/newsSchema.ts'
import { articleSocialImage } from '../data/socialImage.ts'
import { listFiles } from '../shared/listFiles.ts'
import { splitFrontMatter } from './content/frontMatter.ts'
import type { RasterImage } from './rasterImages.ts'

// The news articles as the build's steps need them, read with the collection's schema; a file it refuses stops the build there, not here.

/** One language version of an article in `content/news/`, with its folder name and language. */
export type NewsFile = NewsFrontMatter & { slug: string; locale: string }

/** The articles' language versions in `content/news/`; the drafts only when the build shows `drafts` (data/news.ts). */
export function newsFiles(root: string, drafts: boolean): NewsFile[] {
  const newsDir = join(root, 'content', 'news')
  if (!existsSync(newsDir)) return []
  return listFiles(newsDir).flatMap((file) => {
    const [, slug, locale] = /^([^/]+)\/index\.([a-z]{2}-[a-z]{2})\.md$/.exec(file) ?? []
    if (!slug || !locale) return []
    const parsed = v.safeParse(newsSchema, splitFrontMatter(readFileSync(join(newsDir, file), 'utf8')).frontMatter)
    if (!parsed.success || (parsed.output.draft && !drafts)) return []
    return [{ ...parsed.output, slug, locale }]
  })
}

/** Each news article's link-preview picture, a raster of about 1200×630 (networks read no SVG), one per picture. */
export function newsSocialCards(root: string, drafts: boolean): RasterImage[] {
  const cards = new Map<string, RasterImage>()
  for (const { slug, image } of newsFiles(root, drafts)) {
    if (!existsSync(join(root, 'content', 'news', slug, image))) continue
    const card = articleSocialImage(slug, image)
    cards.set(card.path, {
      source: `content/news/${slug}/${image}`,
      output: decodeURIComponent(card.path.slice(1)),
      format: card.type === 'image/png' ? 'png' : 'jpeg',
      size: { width: card.width, height: card.height },
    })
  }
  return [...cards.values()]
}
