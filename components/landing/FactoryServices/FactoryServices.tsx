import { Trans } from '@lingui/react/macro'
import { services } from '../../../data/services'
import { softwareFactoryServiceIds } from '../../../data/softwareFactory'
import { Section } from '../../Section/Section'
import { ServiceCard } from '../../ServiceCard/ServiceCard'
import * as styles from './FactoryServices.css'

/** The four services of the software factory, as the home page's cards, each linking to its service page. */
export function FactoryServices() {
  return (
    <Section
      labelledBy="factory-services-title"
      tone="dark"
      eyebrow={<Trans>What we build</Trans>}
      title={<Trans>Everything your product needs, under one roof</Trans>}
      lead={<Trans>Design, engineering and integrations from the same team, so nothing gets lost between suppliers.</Trans>}
    >
      <ul className={styles.grid}>
        {softwareFactoryServiceIds.map((id) => (
          <ServiceCard key={id} service={services.find((service) => service.id === id)!} look="grid" />
        ))}
      </ul>
    </Section>
  )
}
