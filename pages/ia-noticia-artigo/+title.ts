import { msg } from '@lingui/core/macro'
import type { PageContextServer } from 'vike/types'
import { findIaNoticiaArticle } from '../../data/iaNoticiaArticles'

/** The article's original title, then the product's name (the article itself stays in Portuguese). */
export default function title(pageContext: PageContextServer) {
  const articleTitle = findIaNoticiaArticle(pageContext.routeParams.slug)?.title ?? ''
  return msg({
    message: `${articleTitle} — IA Notícia | Tecto`,
    comment: 'Page title of an article in the IA Notícia demo, shown in Portuguese only; {articleTitle} is the article’s Portuguese title',
  })
}
