// A custom setting (renderer/+config.ts, https://vike.dev/meta): the article, and the trail Home › News › article.
import { msg } from '@lingui/core/macro'
import { localeTag } from '../../data/locales'
import { paths } from '../../data/routes'
import { articleSocialImage } from '../../data/socialImage'
import { breadcrumbList, tectoRef } from '../../renderer/seo/schemaOrg'
import { homeCrumb } from '../../renderer/seo/homeCrumb'
import type { StructuredData } from '../../renderer/types'
import { pageArticle } from './pageArticle'

export default ((context) => {
  const { pageContext, i18n, origin, canonical, title, description, url } = context
  const article = pageArticle(pageContext)
  const headline = article.title
  return [
    {
      '@type': 'NewsArticle',
      headline,
      description,
      datePublished: article.date,
      inLanguage: localeTag(pageContext.locale),
      // The raster link-preview picture (a drawing's SVG is no image for search engines' article results, nor feeds).
      image: origin + articleSocialImage(article.slug, article.image).path,
      url: canonical,
      mainEntityOfPage: canonical,
      // A republished press piece: the original stays its source.
      isBasedOn: article.kind === 'press' ? article.original : undefined,
      author: tectoRef(origin),
      publisher: tectoRef(origin),
    },
    breadcrumbList([homeCrumb(context), { name: i18n._(msg`News`), url: url(paths.news) }, { name: headline || title, url: canonical }]),
  ]
}) satisfies StructuredData
