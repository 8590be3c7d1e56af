// https://vike.dev/description — a function: each article is described by its own summary.
import type { PageContextServer } from 'vike/types'
import { pageArticle } from './pageArticle'

/** The meta description of the article in the URL. */
export default function description(pageContext: PageContextServer) {
  return pageArticle(pageContext).description
}
