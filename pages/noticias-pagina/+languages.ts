// A custom setting (renderer/+config.ts, https://vike.dev/meta): page n of the news list exists in the languages whose
// articles reach it (data/news.ts); the others' links lead to their news list.
import type { PageContextServer } from 'vike/types'
import { laterNewsPages } from '../../data/news'
import { newsListPath, paths } from '../../data/routes'
import { listPage } from '../noticias/listPage'

export default (pageContext: PageContextServer) => {
  const path = newsListPath(listPage(pageContext))
  return { locales: laterNewsPages().find((page) => page.path === path)?.locales ?? [], elsewhere: paths.news }
}
