import { Trans } from '@lingui/react/macro'
import type { ServiceDetail } from '../../../data/serviceDetails'
import { Section } from '../../Section/Section'
import * as styles from './ServiceSteps.css'

/** How a service engagement runs: discovery, delivery and support, as three numbered stages. */
export function ServiceSteps({ detail }: { detail: Pick<ServiceDetail, 'steps'> }) {
  return (
    <Section
      labelledBy="service-steps-title"
      tone="tinted"
      width="standard"
      eyebrow={<Trans>How we work</Trans>}
      title={<Trans>From the first conversation to long-term support</Trans>}
      lead={<Trans>One team stays with you through discovery, delivery and support, with progress you can see every week.</Trans>}
    >
      <ol className={styles.list}>
        {detail.steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
