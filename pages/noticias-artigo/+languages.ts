// A custom setting (renderer/+config.ts): an article exists in the languages it is written in; the others lead to their news list.
import type { PageContextServer } from 'vike/types'
import { newsLocales } from '../../data/news'
import { paths } from '../../data/routes'

export default (pageContext: PageContextServer) => ({ locales: newsLocales(pageContext.routeParams.slug ?? ''), elsewhere: paths.news })
