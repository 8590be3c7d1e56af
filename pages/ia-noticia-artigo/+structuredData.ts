// A custom setting (renderer/+config.ts, https://vike.dev/meta): the trail IA Notícia › article.
import { findIaNoticiaArticle } from '../../data/iaNoticiaArticles'
import { paths } from '../../data/routes'
import { breadcrumbList } from '../../renderer/seo/schemaOrg'
import type { StructuredData } from '../../renderer/types'

export default (({ pageContext, canonical, url }) => {
  // +guard.ts has already answered 404 for a slug we do not know.
  const article = findIaNoticiaArticle(pageContext.routeParams.slug)!
  return [
    breadcrumbList([
      { name: 'IA Notícia', url: url(paths.iaNoticia) },
      { name: article.title, url: canonical },
    ]),
  ]
}) satisfies StructuredData
