import { Trans } from '@lingui/react/macro'
import type { NewsArticle } from '../../../data/news'
import { NewsGrid } from '../NewsGrid/NewsGrid'
import * as styles from './NewsList.css'

/** The news page's articles, or while none is published (drafts are not: data/news.ts), a sentence saying so. */
export function NewsList({ articles }: { articles: readonly NewsArticle[] }) {
  if (articles.length > 0) return <NewsGrid articles={articles} />
  return (
    <p className={styles.empty}>
      <Trans comment="News page while no article is published">
        There is no news to show yet. Our announcements will appear here as soon as they are published.
      </Trans>
    </p>
  )
}
