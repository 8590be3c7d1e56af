import { Trans } from '@lingui/react/macro'
import { SectionHeading } from '../../SectionHeading/SectionHeading'
import { Section } from '../../Section/Section'
import * as styles from './AiNecessity.css'

/** Why a company needs AI now: three reasons. */
export function AiNecessity() {
  return (
    <Section labelledBy="ai-necessity-title">
      <div className={styles.layout}>
        <SectionHeading
          id="ai-necessity-title"
          eyebrow={<Trans>Why now</Trans>}
          title={<Trans>Why your company needs AI now</Trans>}
          lead={<Trans>AI has moved from labs to everyday business. These are the signs that it is time to act.</Trans>}
        />
        <ul className={styles.reasons}>
          <li className={styles.reason}>
            <h3 className={styles.title}>
              <Trans>Customers expect instant answers</Trans>
            </h3>
            <p className={styles.text}>
              <Trans>
                People want to be served at any hour, on the channel they prefer. AI agents answer in seconds, in several languages, and hand over to your team
                whenever a person is needed.
              </Trans>
            </p>
          </li>
          <li className={styles.reason}>
            <h3 className={styles.title}>
              <Trans>Your competitors are already moving</Trans>
            </h3>
            <p className={styles.text}>
              <Trans>
                Companies in every sector are automating processes and personalizing their offers. Waiting means giving up ground that is hard to win back.
              </Trans>
            </p>
          </li>
          <li className={styles.reason}>
            <h3 className={styles.title}>
              <Trans>Your data is worth more than you use</Trans>
            </h3>
            <p className={styles.text}>
              <Trans>
                Sales, service and operations produce valuable data every day. AI turns it into forecasts, alerts and recommendations your team can act on.
              </Trans>
            </p>
          </li>
        </ul>
      </div>
    </Section>
  )
}
