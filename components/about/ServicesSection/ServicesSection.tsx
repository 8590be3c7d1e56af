import { Trans } from '@lingui/react/macro'
import { Island } from '../../Island/Island'
import { Section } from '../../Section/Section'

/** The anchor of the services section: the hero's button and other pages (`/quem-somos/#servicos`) jump here. */
export const servicesSectionId = 'servicos'

/** The about page's services: a heading over the carousel of the seven services. */
export function ServicesSection() {
  return (
    <Section
      id={servicesSectionId}
      labelledBy="about-services-title"
      eyebrow={<Trans>What we do</Trans>}
      title={<Trans>Our services</Trans>}
      lead={<Trans>From the first prototype to AI in production: one partner for every stage of your software.</Trans>}
    >
      <Island name="ServicesCarousel" hydrate="visible" />
    </Section>
  )
}
