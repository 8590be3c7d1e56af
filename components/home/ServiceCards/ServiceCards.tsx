import { Trans } from '@lingui/react/macro'
import { services } from '../../../data/services'
import { Section } from '../../Section/Section'
import { ServiceCard } from '../../ServiceCard/ServiceCard'
import { cardGrid } from '../../theme/cards.css'

/** The id of the services sections of the home and about pages, where their heroes' buttons and other pages (`/quem-somos/#servicos`) jump. */
export const servicesAnchor = 'servicos'

/** The services section: one card per service; the last card spans the full row. */
export function ServiceCards() {
  return (
    <Section
      id={servicesAnchor}
      labelledBy="services-title"
      tone="tinted"
      eyebrow={<Trans>Services</Trans>}
      title={<Trans>Everything you need to build, launch and scale digital products</Trans>}
      lead={
        <Trans>
          One team from discovery to operation: strategy, design, engineering and support under the same roof, with the security and the pace your business
          needs.
        </Trans>
      }
    >
      <ul className={cardGrid}>
        {services.map((service, index) => (
          <ServiceCard key={service.id} service={service} look="grid" wide={index === services.length - 1} />
        ))}
      </ul>
    </Section>
  )
}
