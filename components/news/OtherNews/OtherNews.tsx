import { Trans } from '@lingui/react/macro'
import type { NewsArticle } from '../../../data/news'
import { Container } from '../../Container/Container'
import { SectionHeading } from '../../SectionHeading/SectionHeading'
import { NewsGrid } from '../NewsGrid/NewsGrid'
import * as styles from './OtherNews.css'

/** "Other news" under an article, on a pale band; nothing at all for an article alone in its language. */
export function OtherNews({ articles }: { articles: readonly NewsArticle[] }) {
  if (articles.length === 0) return null
  return (
    <section className={styles.root} aria-labelledby="other-news-title">
      <Container width="wide">
        <SectionHeading id="other-news-title" title={<Trans>Other news</Trans>} />
        <NewsGrid articles={articles} />
      </Container>
    </section>
  )
}
