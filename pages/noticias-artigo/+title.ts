import type { PageContextServer } from 'vike/types'
import { pageArticle } from './pageArticle'

// Each article's page is titled by its headline (renderer/documentHead.ts).
export default (pageContext: PageContextServer) => pageArticle(pageContext).title
