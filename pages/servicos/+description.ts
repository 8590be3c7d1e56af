import type { PageContextServer } from 'vike/types'
import { pageService } from './pageService'

export default (pageContext: PageContextServer) => pageService(pageContext).description
