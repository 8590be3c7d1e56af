import { ArticleDetail } from '../../components/iaNoticia/ArticleDetail/ArticleDetail'
import { findIaNoticiaArticle } from '../../data/iaNoticiaArticles'
import { usePageContext } from '../../shared/usePageContext'

/** An IA Notícia article (Portuguese only, docs/product/pages.md), found by the slug in its URL. */
export default function Page() {
  const { routeParams } = usePageContext()
  // +guard.ts has already answered 404 for a slug we do not know.
  const article = findIaNoticiaArticle(routeParams.slug)!
  return <ArticleDetail article={article} />
}
