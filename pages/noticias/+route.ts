import { resolveRoute } from 'vike/routing'
import type { PageContext } from 'vike/types'
import { newsListPath, paths } from '../../data/routes'

// The news list and its later pages (`/noticias/pagina/@page`) are one page: its first page is always prerendered, so
// the page has URLs to build while the list fits on one page (a page without any makes vike warn).
export default (pageContext: PageContext) => (pageContext.urlPathname === paths.news ? true : resolveRoute(newsListPath('@page'), pageContext.urlPathname))
