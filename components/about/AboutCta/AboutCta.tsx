import { Trans } from '@lingui/react/macro'
import { paths } from '../../../data/routes'
import { ButtonLink } from '../../Button/Button'
import { Section } from '../../Section/Section'
import * as styles from './AboutCta.css'

/** The closing call to action: to the contact page, in the page's language. */
export function AboutCta() {
  return (
    <Section labelledBy="about-cta-title" tone="dark">
      <div className={styles.root}>
        <h2 id="about-cta-title" className={styles.title}>
          <Trans>Ready to build what comes next?</Trans>
        </h2>
        <p className={styles.text}>
          <Trans>Tell us about your project. We will show you the way there, with the right team, a clear plan and a transparent budget.</Trans>
        </p>
        <ButtonLink href={paths.contact} variant="light" size="lg">
          <Trans>Talk to a specialist</Trans>
        </ButtonLink>
      </div>
    </Section>
  )
}
