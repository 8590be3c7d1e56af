import type { PageContextServer } from 'vike/types'
import { serviceDetail } from '../../data/serviceDetails'
import { pageService } from './pageService'

export default (pageContext: PageContextServer) => serviceDetail(pageService(pageContext), pageContext.locale).title
