import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { ClampedText } from '../../ClampedText/ClampedText'
import * as styles from './ArticleDetail.css'

const textId = 'ia-noticia-original-text'

/** The portal's text, cut off after 20 lines (docs/product/rules.md), and a button that shows the rest; the HTML a plain prop (an island). */
export function OriginalText({ html }: { html: string }) {
  const [expanded, setExpanded] = useState(false)
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the build renders the Markdown with raw HTML turned off (vite-plugins/content/contentFiles.ts).
  const body = <div className={styles.paragraphs} dangerouslySetInnerHTML={{ __html: html }} />
  return (
    <section aria-labelledby="ia-noticia-original-title" className={styles.original}>
      <h2 id="ia-noticia-original-title" className={styles.sectionTitle}>
        <Trans comment="IA Notícia: heading above the article's text as the portal published it">Original text</Trans>
      </h2>
      {expanded ? (
        <div id={textId} className={styles.originalText}>
          {body}
        </div>
      ) : (
        <ClampedText id={textId} lines={20} className={styles.originalText}>
          {body}
        </ClampedText>
      )}
      <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded(!expanded)}>
        {expanded ? (
          <Trans comment="IA Notícia: button that cuts the original text back to 20 lines">Show less</Trans>
        ) : (
          <Trans comment="IA Notícia: button that shows the whole original text">Read the full text</Trans>
        )}
      </button>
    </section>
  )
}
