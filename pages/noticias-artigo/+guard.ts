import type { PageContextServer } from 'vike/types'
import { pageArticle } from './pageArticle'

/** Answers an unknown article slug with the 404 page before anything renders. */
export function guard(pageContext: PageContextServer) {
  pageArticle(pageContext)
}
