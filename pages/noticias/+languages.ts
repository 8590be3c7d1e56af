// A custom setting (renderer/+config.ts, https://vike.dev/meta): the news list is in every language; its page n only in
// the languages whose articles reach it (data/news.ts), the others' links leading to their news list.
import type { PageContextServer } from 'vike/types'
import { everyLanguage } from '../../data/pageLanguages'
import { laterNewsPages } from '../../data/news'
import { newsListPath, paths } from '../../data/routes'

export default (pageContext: PageContextServer) => {
  const page = pageContext.routeParams?.page
  if (page === undefined) return everyLanguage
  const path = newsListPath(page)
  return { locales: laterNewsPages().find((later) => later.path === path)?.locales ?? [], elsewhere: paths.news }
}
