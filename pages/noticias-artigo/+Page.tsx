import { ArticleView } from '../../components/news/ArticleView/ArticleView'
import { NewsCta } from '../../components/news/NewsCta/NewsCta'
import { OtherNews } from '../../components/news/OtherNews/OtherNews'
import { otherNews } from '../../data/news'
import { usePageContext } from '../../shared/usePageContext'
import { pageArticle } from './pageArticle'

/** A news article (docs/product/pages.md): the article itself, other news and a call to action. */
export default function Page() {
  const article = pageArticle(usePageContext())
  return (
    <>
      <ArticleView article={article} />
      <OtherNews articles={otherNews(article)} />
      <NewsCta />
    </>
  )
}
