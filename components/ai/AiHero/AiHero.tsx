import { Trans } from '@lingui/react/macro'
import { paths } from '../../../data/routes'
import { ButtonLink } from '../../Button/Button'
import { Container } from '../../Container/Container'
import * as styles from './AiHero.css'

// React 18 does not know `fetchPriority` yet and warns; the lowercase HTML attribute works in React and Preact.
const highPriority = { fetchpriority: 'high' } as object

/** The AI page's opening: the headline, what Tecto does with AI, and the ways to start. */
export function AiHero() {
  return (
    <section className={styles.root} aria-labelledby="ai-hero-title">
      <Container width="wide" className={styles.grid}>
        <div className={styles.text}>
          <p className={styles.eyebrow}><Trans>Artificial intelligence</Trans></p>
          <h1 id="ai-hero-title" className={styles.title}>
            <Trans>Artificial intelligence that works for your business</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>
              Tecto designs, builds and runs AI solutions that automate processes, serve your customers and turn your
              data into decisions, with the security and the measurable results your company expects.
            </Trans>
          </p>
          <div className={styles.actions}>
            <ButtonLink href={paths.contact} variant="light" size="lg">
              <Trans>Talk to an AI specialist</Trans>
            </ButtonLink>
            <ButtonLink href={paths.aiProducts} variant="outlineLight" size="lg">
              <Trans>See our AI products</Trans>
            </ButtonLink>
          </div>
        </div>
        <img
          className={styles.illustration}
          src="/images/ai/hero.svg"
          width="560"
          height="460"
          alt=""
          loading="eager"
          decoding="async"
          {...highPriority}
        />
      </Container>
    </section>
  )
}
