import { Trans } from '@lingui/react/macro'
import { ContactCta } from '../../ContactCta/ContactCta'
import * as styles from './AiClosing.css'

/** The AI page's close: a call to talk to a specialist, over the closing image. */
export function AiClosing() {
  return (
    <ContactCta
      look="band"
      titleId="ai-closing-title"
      title={<Trans>Ready to put artificial intelligence to work?</Trans>}
      text={<Trans>Tell us about your processes and goals. We will show you where AI brings the fastest return and how to get there, step by step.</Trans>}
      action={<Trans>Talk to an AI specialist</Trans>}
    >
      {/* Abstract decoration (a horizon of connected nodes): it closes the page and says nothing the text does not. */}
      <img className={styles.image} src="/images/ai/closing.svg" width="1200" height="360" alt="" loading="lazy" decoding="async" />
    </ContactCta>
  )
}
