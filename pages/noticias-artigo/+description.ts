import type { PageContextServer } from 'vike/types'
import { pageArticle } from './pageArticle'

export default (pageContext: PageContextServer) => pageArticle(pageContext).description
