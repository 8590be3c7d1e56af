// A custom setting (renderer/+config.ts, https://vike.dev/meta): each language has as many list pages as its articles
// fill; page n exists in the languages that reach it, and the others' links lead to their news list.
import type { PageContextServer } from 'vike/types'
import { localeSegments } from '../../data/locales'
import { newsIn } from '../../data/news'
import { newsPageCount, paths } from '../../data/routes'
import { listPage } from '../noticias/listPage'

export default (pageContext: PageContextServer) => {
  const page = listPage(pageContext)
  return { locales: localeSegments.filter((locale) => newsPageCount(newsIn(locale).length) >= page), elsewhere: paths.news }
}
