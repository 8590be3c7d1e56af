import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { newsIn } from '../../data/news'
import { newsPageCount } from '../../data/routes'
import { listPage } from '../noticias/listPage'

/**
 * Renders the 404 page (https://vike.dev/render) for a page number the language's list does not have: past its last
 * page, `1` (the list itself, at `/noticias`), or not written as a plain number (`02`), so no list page has two addresses.
 */
export function guard(pageContext: PageContextServer) {
  const page = listPage(pageContext)
  if (!(page >= 2 && page <= newsPageCount(newsIn(pageContext.locale).length))) {
    throw render(404, `The news list in ${pageContext.locale} has no page ${JSON.stringify(pageContext.routeParams.page)}`)
  }
}
