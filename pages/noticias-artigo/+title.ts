// https://vike.dev/title — a function: each article's page is titled by its headline (renderer/documentHead.ts).
import type { PageContextServer } from 'vike/types'
import { pageArticle } from './pageArticle'

/** The `<title>` of the article in the URL. */
export default function title(pageContext: PageContextServer) {
  return pageArticle(pageContext).title
}
