import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import languages from './+languages'

/** The 404 page (https://vike.dev/render) for a page number the list lacks: past its last, `1` (`/noticias` itself) or not plain (`02`). */
export function guard(pageContext: PageContextServer) {
  if (!languages(pageContext).locales.includes(pageContext.locale)) {
    throw render(404, `The news list in ${pageContext.locale} has no page ${JSON.stringify(pageContext.routeParams.page)}`)
  }
}
