// https://vike.dev/onCreatePageContext
import type { PageContextServer } from 'vike/types'
import { splitLocale } from '../data/localePath'

/**
 * After `throw render(404)` (e.g. an unknown service slug) vike renders the error page with a fresh page context
 * that never went through +onBeforeRoute: give it the locale of its URL, so the 404 page speaks the visitor's language.
 */
export function onCreatePageContext(pageContext: PageContextServer) {
  pageContext.locale ??= splitLocale(new URL(pageContext.urlOriginal, 'http://localhost').pathname).locale
}
