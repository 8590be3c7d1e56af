import { Trans } from '@lingui/react/macro'
import { Section } from '../../Section/Section'
import * as styles from './AiKeyTitle.css'

/** The AI page's key statement: AI is what keeps a company competitive now. */
export function AiKeyTitle() {
  return (
    <Section labelledBy="ai-key-title" tone="tinted">
      <div className={styles.root}>
        <h2 id="ai-key-title" className={styles.title}>
          <Trans comment="Heading of the artificial intelligence page; <0>…</0> wraps the words shown highlighted">
            Artificial intelligence is the <span className={styles.highlight}>key to staying competitive</span>
          </Trans>
        </h2>
        <p className={styles.text}>
          <Trans>
            Companies that put AI to work answer faster, spend less and learn more from their data. The question is no longer whether to adopt it, but where to
            start and how to do it safely.
          </Trans>
        </p>
      </div>
    </Section>
  )
}
