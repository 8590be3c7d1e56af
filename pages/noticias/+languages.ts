// A custom setting (renderer/+config.ts): the list in every language; its page n where the language's articles reach it.
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
