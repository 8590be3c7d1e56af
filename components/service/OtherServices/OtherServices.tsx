import { Trans } from '@lingui/react/macro'
import { services, type ServiceId } from '../../../data/services'
import { Section } from '../../Section/Section'
import { ServiceCard } from '../../ServiceCard/ServiceCard'
import { grid } from './OtherServices.css'

/** The closing list of a service page: every other service, linking to its page in the current language. */
export function OtherServices({ current }: { current: ServiceId }) {
  return (
    <Section labelledBy="other-services-title" tone="tinted" width="standard" title={<Trans>Explore our other services</Trans>}>
      <ul className={grid}>
        {services
          .filter((service) => service.id !== current)
          .map((service) => (
            <ServiceCard key={service.id} service={service} look="compact" />
          ))}
      </ul>
    </Section>
  )
}
