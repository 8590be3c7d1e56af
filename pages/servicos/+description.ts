import type { PageContextServer } from 'vike/types'
import { pageService } from './pageService'

// Each service page is described by its service's line in the service list.
export default (pageContext: PageContextServer) => pageService(pageContext).description
