// https://vike.dev/onCreatePageContext
import type { PageContextServer } from 'vike/types'
import { splitLocale } from '../data/localePath'

/** vike renders the error page after `throw render(404)` with a fresh context: give it its URL's locale. */
export function onCreatePageContext(pageContext: PageContextServer) {
  pageContext.locale ??= splitLocale(new URL(pageContext.urlOriginal, 'http://localhost').pathname).locale
}
