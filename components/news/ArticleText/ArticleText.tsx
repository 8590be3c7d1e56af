import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { originalLink, type NewsArticle } from '../../../data/news'
import { ExternalLink } from '../../ExternalLink/ExternalLink'
import * as styles from './ArticleText.css'

/** The article's full text in the page's language, and the link to the original piece in a new tab when its address is known. */
export function ArticleText({ article }: { article: NewsArticle }) {
  const { _ } = useLingui()
  const original = originalLink(article)
  return (
    <div className={styles.root}>
      {article.content.map((paragraph) => (
        <p key={paragraph.id} className={styles.paragraph}>
          {_(paragraph)}
        </p>
      ))}
      <aside className={styles.source}>
        <p>
          <Trans>This article was first published in the press.</Trans>
        </p>
        {original && (
          <ExternalLink href={original} className={styles.original}>
            <Trans comment="Link from a republished news article to the piece where it was first published">Read the original article</Trans>
          </ExternalLink>
        )}
      </aside>
    </div>
  )
}
