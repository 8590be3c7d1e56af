// A custom setting (renderer/+config.ts): an article's link preview shows its picture as the build rasterised it, described by its alt text.
import type { PageContextServer } from 'vike/types'
import { articleSocialImage } from '../../data/socialImage'
import { pageArticle } from './pageArticle'

export default function socialImage(pageContext: PageContextServer) {
  const article = pageArticle(pageContext)
  return { ...articleSocialImage(article.slug, article.image), alt: article.imageAlt }
}
