// A custom setting (renderer/+config.ts, https://vike.dev/meta): an article's link preview shows its own picture.
import type { PageContextServer } from 'vike/types'
import { articleSocialImage } from '../../data/socialImage'
import { pageArticle } from './pageArticle'

/** The article's picture as the build rasterised it for link previews, described by its alt text. */
export default function socialImage(pageContext: PageContextServer) {
  const article = pageArticle(pageContext)
  return { ...articleSocialImage(article.slug, article.image), alt: article.imageAlt }
}
