import { Trans } from '@lingui/react/macro'
import { paths } from '../../../data/routes'
import { ButtonLink } from '../../Button/Button'
import { Container } from '../../Container/Container'
import { KeyFigures } from '../../KeyFigures/KeyFigures'
import * as styles from './NextLevelCta.css'

/** "Take your business to the next level": the home's closing call to action, to the contact page. */
export function NextLevelCta() {
  return (
    <section className={styles.root} aria-labelledby="next-level-title">
      <Container width="wide">
        <div className={styles.panel}>
          <div className={styles.intro}>
            <div className={styles.text}>
              <h2 id="next-level-title" className={styles.title}>
                <Trans>Ready to take your business to the next level?</Trans>
              </h2>
              <p className={styles.lead}>
                <Trans>Tell us about your challenge. In a first conversation we map the scope, the team and the timeline, with no strings attached.</Trans>
              </p>
            </div>
            <ButtonLink href={paths.contact} variant="light" size="lg">
              <Trans comment="Closing call to action of the home page, leading to the contact form">Talk to a specialist</Trans>
            </ButtonLink>
          </div>
          <KeyFigures className={styles.figures} />
        </div>
      </Container>
    </section>
  )
}
