import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { articleSocialImage } from '../data/socialImage.ts'
import { splitFrontMatter } from './content/frontMatter.ts'
import type { RasterImage } from './rasterImages.ts'

// Each news article's link preview shows its own picture (docs/architecture/build.md): networks want a raster of about
// 1200×630 and read no SVG, so the build makes one of every picture the articles' files name. Read from the files, as
// vite.config.ts runs before any module of the site: a file the collection refuses stops the build there, with its
// message; here it is only skipped.

/**
 * The link-preview pictures to make of the articles' pictures in `content/news/`, one per picture; of the draft
 * language versions only when the build shows `drafts` (data/news.ts): a card is a file at the article's address.
 */
export function newsSocialCards(root: string, drafts: boolean): RasterImage[] {
  const newsDir = join(root, 'content', 'news')
  if (!existsSync(newsDir)) return []
  const cards = new Map<string, RasterImage>()
  for (const entry of readdirSync(newsDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const folder = join(newsDir, entry.name)
    for (const file of readdirSync(folder).filter((name) => /^index\.[a-z]{2}-[a-z]{2}\.md$/.test(name))) {
      const { image, draft } = (splitFrontMatter(readFileSync(join(folder, file), 'utf8')).frontMatter ?? {}) as { image?: unknown; draft?: unknown }
      if (draft === true && !drafts) continue
      if (typeof image !== 'string' || image.includes('/') || !existsSync(join(folder, image))) continue
      const card = articleSocialImage(entry.name, image)
      cards.set(card.path, {
        source: `content/news/${entry.name}/${image}`,
        output: decodeURIComponent(card.path.slice(1)),
        format: card.type === 'image/png' ? 'png' : 'jpeg',
        size: { width: card.width, height: card.height },
      })
    }
  }
  return [...cards.values()]
}
