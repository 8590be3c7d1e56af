import { Trans } from '@lingui/react/macro'
import type { NewsArticle } from '../../../data/news'
import { Section } from '../../Section/Section'
import { NewsGrid } from '../NewsGrid/NewsGrid'

/** "Other news" under an article, on a pale band; nothing at all for an article alone in its language. */
export function OtherNews({ articles }: { articles: readonly NewsArticle[] }) {
  if (articles.length === 0) return null
  return (
    <Section labelledBy="other-news-title" tone="tinted" width="wide" title={<Trans>Other news</Trans>}>
      <NewsGrid articles={articles} />
    </Section>
  )
}
