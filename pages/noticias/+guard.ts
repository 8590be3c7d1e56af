import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import languages from './+languages'

/**
 * Renders the 404 page (https://vike.dev/render) for a page number the language's list does not have: past its last
 * page, `1` (the list itself, at `/noticias`), or not written as a plain number (`02`), so no list page has two addresses.
 */
export function guard(pageContext: PageContextServer) {
  if (!languages(pageContext).locales.includes(pageContext.locale)) {
    throw render(404, `The news list in ${pageContext.locale} has no page ${JSON.stringify(pageContext.routeParams.page)}`)
  }
}
