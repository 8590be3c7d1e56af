import type { PageContextServer } from 'vike/types'
import { serviceDetail } from '../../data/serviceDetails'
import { pageService } from './pageService'

// Each service page has its own `<title>`, in the page's language (renderer/documentHead.ts).
export default (pageContext: PageContextServer) => serviceDetail(pageService(pageContext), pageContext.locale).title
