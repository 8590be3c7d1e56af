import { Trans } from '@lingui/react/macro'
import type { NewsArticle } from '../../../data/news'
import { ExternalLink } from '../../ExternalLink/ExternalLink'
import * as styles from './ArticleText.css'

/**
 * The article's text in the page's language, as its Markdown file has it (rendered at build time, raw HTML escaped),
 * and for a press piece the outlet it first appeared in, with a link to the original in a new tab.
 */
export function ArticleText({ article }: { article: NewsArticle }) {
  return (
    <div className={styles.root}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the build renders the Markdown with raw HTML turned off (vite-plugins/content/contentFiles.ts). */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.html }} />
      {article.kind === 'press' && <PressSource outlet={article.outlet} original={article.original} />}
    </div>
  )
}

/** Where a press piece first appeared: its outlet, and the original in a new tab. */
function PressSource({ outlet, original }: { outlet: string; original: string }) {
  return (
    <aside className={styles.source}>
      <p>
        <Trans comment="{outlet} is the name of a newspaper, magazine or site">This article was first published in {outlet}.</Trans>
      </p>
      <ExternalLink href={original} className={styles.original}>
        <Trans comment="Link from a republished news article to the piece where it was first published">Read the original article</Trans>
      </ExternalLink>
    </aside>
  )
}
