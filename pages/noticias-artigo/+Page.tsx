// https://vike.dev/Page
import { Trans } from '@lingui/react/macro'
import { Container } from '../../components/Container/Container'
import { Link } from '../../components/Link/Link'
import { ArticleText } from '../../components/news/ArticleText/ArticleText'
import { FeaturedNews } from '../../components/news/FeaturedNews/FeaturedNews'
import { NewsCta } from '../../components/news/NewsCta/NewsCta'
import { OtherNews } from '../../components/news/OtherNews/OtherNews'
import { Hero } from '../../components/Hero/Hero'
import { otherNews } from '../../data/news'
import { paths } from '../../data/routes'
import { usePageContext } from '../../shared/usePageContext'
import { pageArticle } from './pageArticle'
import * as styles from './Page.css'

/** A news article (docs/product/pages.md): headline and summary, the featured card, the full text, other news and a call to action. */
export default function Page() {
  const article = pageArticle(usePageContext())
  return (
    <>
      <Hero
        look="page"
        titleId="article-title"
        width="text"
        eyebrow={
          <Link href={paths.news} className={styles.back}>
            <span aria-hidden="true">←</span>
            <Trans comment="Link above a news article's title, back to the news page">All news</Trans>
          </Link>
        }
        title={article.title}
        lead={article.description}
      />
      <article className={styles.article} aria-labelledby="article-title">
        <Container width="text" className={styles.column}>
          <FeaturedNews article={article} />
          <ArticleText article={article} />
        </Container>
      </article>
      <OtherNews articles={otherNews(article)} />
      <NewsCta />
    </>
  )
}
