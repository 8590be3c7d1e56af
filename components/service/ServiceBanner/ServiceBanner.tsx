import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { ServiceDetail } from '../../../data/serviceDetails'
import type { Service } from '../../../data/services'
import { paths } from '../../../data/routes'
import { ButtonLink } from '../../Button/Button'
import { Container } from '../../Container/Container'
import { HeroImage } from '../../HeroImage/HeroImage'
import * as styles from './ServiceBanner.css'

/** A service page's banner: the service's name, its subtitle, the quote button and its illustration. */
export function ServiceBanner({ service, detail }: { service: Service; detail: ServiceDetail }) {
  const { _ } = useLingui()
  return (
    <section className={styles.root} aria-labelledby="service-title">
      <Container width="standard" className={styles.layout}>
        <div className={styles.text}>
          <p className={styles.eyebrow}><Trans>Services</Trans></p>
          <h1 id="service-title" className={styles.title}>{_(service.title)}</h1>
          <p className={styles.subtitle}>{_(detail.subtitle)}</p>
          <ButtonLink href={paths.contact} variant="light" size="lg" className={styles.action}>
            <Trans>Request a quote</Trans>
          </ButtonLink>
        </div>
        {/* The same illustration as on the service's card: decorative, the title names the service. */}
        <HeroImage className={styles.image} src={service.img} width={320} height={200} />
      </Container>
    </section>
  )
}
