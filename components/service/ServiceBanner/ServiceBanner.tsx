import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { ServiceDetail } from '../../../data/serviceDetails'
import type { Service } from '../../../data/services'
import { paths } from '../../../data/routes'
import { ButtonLink } from '../../Button/Button'
import { Hero } from '../../Hero/Hero'

/** A service page's banner: the service's name, its subtitle, the quote button and its illustration. */
export function ServiceBanner({ service, detail }: { service: Service; detail: Pick<ServiceDetail, 'subtitle'> }) {
  const { _ } = useLingui()
  return (
    <Hero
      look="service"
      titleId="service-title"
      width="standard"
      eyebrow={<Trans>Services</Trans>}
      title={_(service.title)}
      lead={detail.subtitle}
      actions={
        <ButtonLink href={paths.contact} variant="light" size="lg">
          <Trans>Request a quote</Trans>
        </ButtonLink>
      }
      // The same illustration as on the service's card: decorative, the title names the service.
      image={{ src: service.img, width: 320, height: 200, onPhones: true, framed: true }}
    />
  )
}
