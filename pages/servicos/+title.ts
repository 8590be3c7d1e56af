// https://vike.dev/title — a function: each service page has its own title (renderer/documentHead.ts).
import type { PageContextServer } from 'vike/types'
import { serviceDetails } from '../../data/serviceDetails'
import { pageService } from './pageService'

/** The `<title>` of the service in the URL. */
export default function title(pageContext: PageContextServer) {
  return serviceDetails[pageService(pageContext).id].pageTitle
}
