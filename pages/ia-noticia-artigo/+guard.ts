import { render } from 'vike/abort'
import type { PageContext } from 'vike/types'
import { findIaNoticiaArticle } from '../../data/iaNoticiaArticles'

/** An unknown article slug is an unknown page: the 404 page, with its status (https://vike.dev/render). */
export function guard(pageContext: Pick<PageContext, 'routeParams'>) {
  if (!findIaNoticiaArticle(pageContext.routeParams.slug)) throw render(404)
}
