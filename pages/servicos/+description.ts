// https://vike.dev/description — a function: each service page is described by its service's line in the service list.
import type { PageContextServer } from 'vike/types'
import { pageService } from './pageService'

/** The meta description of the service in the URL. */
export default function description(pageContext: PageContextServer) {
  return pageService(pageContext).description
}
