// A custom setting (renderer/+config.ts, https://vike.dev/meta): the news list's pages before and after this one.
import type { PageContextServer } from 'vike/types'
import { newsIn } from '../../data/news'
import { newsListNeighbours, newsPageCount } from '../../data/routes'
import { listPage } from './listPage'

export default (pageContext: PageContextServer) => newsListNeighbours(listPage(pageContext), newsPageCount(newsIn(pageContext.locale).length))
