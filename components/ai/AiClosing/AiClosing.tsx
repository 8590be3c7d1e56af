import { Trans } from '@lingui/react/macro'
import { paths } from '../../../data/routes'
import { ButtonLink } from '../../Button/Button'
import { Section } from '../../Section/Section'
import * as styles from './AiClosing.css'

/** The AI page's close: a call to talk to a specialist, over the closing image. */
export function AiClosing() {
  return (
    <Section labelledBy="ai-closing-title" tone="dark">
      <div className={styles.intro}>
        <h2 id="ai-closing-title" className={styles.title}>
          <Trans>Ready to put artificial intelligence to work?</Trans>
        </h2>
        <p className={styles.text}>
          <Trans>Tell us about your processes and goals. We will show you where AI brings the fastest return and how to get there, step by step.</Trans>
        </p>
        <ButtonLink href={paths.contact} variant="light" size="lg">
          <Trans>Talk to an AI specialist</Trans>
        </ButtonLink>
      </div>
      {/* Abstract decoration (a horizon of connected nodes): it closes the page and says nothing the text does not. */}
      <img className={styles.image} src="/images/ai/closing.svg" width="1200" height="360" alt="" loading="lazy" decoding="async" />
    </Section>
  )
}
