import { Trans } from '@lingui/react/macro'
import { services } from '../../../data/services'
import { Container } from '../../Container/Container'
import { SectionHeading } from '../../SectionHeading/SectionHeading'
import { ServiceCard } from './ServiceCard'
import * as styles from './ServiceCards.css'

/** The id of the services section, the target of the hero's "Our services" button. */
export const servicesAnchor = 'servicos'

/** The services section: one card per service; the last card spans the full row. */
export function ServiceCards({ width = 'wide' }: { width?: 'wide' | 'standard' }) {
  return (
    <section id={servicesAnchor} className={styles.root} aria-labelledby="services-title">
      <Container width={width}>
        <SectionHeading
          id="services-title"
          eyebrow={<Trans>Services</Trans>}
          title={<Trans>Everything you need to build, launch and scale digital products</Trans>}
          lead={
            <Trans>
              One team from discovery to operation: strategy, design, engineering and support under the same roof, with the security and the pace your business
              needs.
            </Trans>
          }
        />
        <ul className={styles.grid}>
          {services.map((service, index) => (
            <ServiceCard key={service.id} service={service} fullWidth={index === services.length - 1} />
          ))}
        </ul>
      </Container>
    </section>
  )
}
