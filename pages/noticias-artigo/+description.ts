import type { PageContextServer } from 'vike/types'
import { pageArticle } from './pageArticle'

// Each article is described by its own summary.
export default (pageContext: PageContextServer) => pageArticle(pageContext).description
