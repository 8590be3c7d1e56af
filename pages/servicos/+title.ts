// https://vike.dev/title — a function: each service page has its own title (renderer/documentHead.ts).
import type { PageContextServer } from 'vike/types'
import { serviceDetail } from '../../data/serviceDetails'
import { pageService } from './pageService'

/** The `<title>` of the service in the URL, in the page's language. */
export default function title(pageContext: PageContextServer) {
  return serviceDetail(pageService(pageContext), pageContext.locale).title
}
