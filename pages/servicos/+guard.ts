import type { PageContextServer } from 'vike/types'
import { pageService } from './pageService'

/** Answers an unknown service slug with the 404 page before anything renders. */
export function guard(pageContext: PageContextServer) {
  pageService(pageContext)
}
