import { Trans } from '@lingui/react/macro'
import { Section } from '../../Section/Section'
import * as styles from './MissionVision.css'

/** Why Tecto exists and where it is going: the mission and the vision, side by side. */
export function MissionVision() {
  return (
    <Section labelledBy="about-purpose-title" eyebrow={<Trans>Who we are</Trans>} title={<Trans>A purpose behind every line of code</Trans>}>
      <div className={styles.grid}>
        <article className={styles.statement}>
          <h3 className={styles.title}>
            <Trans>Our mission</Trans>
          </h3>
          <p className={styles.text}>
            <Trans>
              To help companies grow with technology, delivering reliable software, senior talent and AI solutions that solve real business problems: on time,
              with transparency and with care for the people who use them.
            </Trans>
          </p>
        </article>
        <article className={styles.statement}>
          <h3 className={styles.title}>
            <Trans>Our vision</Trans>
          </h3>
          <p className={styles.text}>
            <Trans>
              To be the Latin American partner companies trust most to design, build and scale digital products, recognized for the quality of our engineering
              and for the growth of our people.
            </Trans>
          </p>
        </article>
      </div>
    </Section>
  )
}
