import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { paths } from '../../../data/routes'
import type { ServiceDetail } from '../../../data/serviceDetails'
import type { Service } from '../../../data/services'
import { ButtonLink } from '../../Button/Button'
import { CheckList } from '../../CheckList/CheckList'
import { Section } from '../../Section/Section'
import * as styles from './ServiceDeliverables.css'

/** What the client gets from a service, beside a panel that asks for a quote. */
export function ServiceDeliverables({ service, detail }: { service: Service; detail: Pick<ServiceDetail, 'deliverables'> }) {
  const { _ } = useLingui()
  return (
    <Section labelledBy="service-deliverables-title" width="standard" layout={styles.layout}>
      <div className={styles.deliverables}>
        <h2 id="service-deliverables-title" className={styles.title}>
          <Trans comment="Heading of the list of what a client receives from a service">What you get</Trans>
        </h2>
        <CheckList items={detail.deliverables} />
      </div>
      <aside className={styles.quote} aria-labelledby="service-quote-title">
        <p className={styles.quoteEyebrow}>{_(service.title)}</p>
        <h3 id="service-quote-title" className={styles.quoteTitle}>
          <Trans>Ready to start your project?</Trans>
        </h3>
        <p className={styles.quoteText}>
          <Trans>
            Tell us what you need. A specialist replies with the next steps, the team we recommend and a transparent estimate, with no strings attached.
          </Trans>
        </p>
        <ButtonLink href={paths.contact} variant="light" size="lg" className={styles.quoteAction}>
          <Trans>Request a quote</Trans>
        </ButtonLink>
      </aside>
    </Section>
  )
}
