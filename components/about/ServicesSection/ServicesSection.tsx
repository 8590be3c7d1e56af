import { Trans } from '@lingui/react/macro'
import { servicesAnchor } from '../../home/ServiceCards/ServiceCards'
import { Island } from '../../Island/Island'
import { Section } from '../../Section/Section'

/** The about page's services: a heading over the carousel of the seven services. */
export function ServicesSection() {
  return (
    <Section
      id={servicesAnchor}
      labelledBy="about-services-title"
      eyebrow={<Trans>What we do</Trans>}
      title={<Trans>Our services</Trans>}
      lead={<Trans>From the first prototype to AI in production: one partner for every stage of your software.</Trans>}
    >
      <Island name="ServicesCarousel" hydrate="visible" />
    </Section>
  )
}
