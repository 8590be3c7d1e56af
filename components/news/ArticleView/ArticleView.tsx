import { Trans } from '@lingui/react/macro'
import type { NewsArticle } from '../../../data/news'
import { paths } from '../../../data/routes'
import { Container } from '../../Container/Container'
import { Hero } from '../../Hero/Hero'
import { Link } from '../../Link/Link'
import { ArticleText } from '../ArticleText/ArticleText'
import { FeaturedNews } from '../FeaturedNews/FeaturedNews'
import * as styles from './ArticleView.css'

/**
 * A news article as its page shows it: headline and summary on the hero, the featured card, the full text. The
 * content editor previews an article being written with this same component (cms/).
 */
export function ArticleView({ article }: { article: NewsArticle }) {
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
    </>
  )
}
