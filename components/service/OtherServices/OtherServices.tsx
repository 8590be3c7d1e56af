import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { servicePath } from '../../../data/routes'
import { services, type ServiceId } from '../../../data/services'
import { Container } from '../../Container/Container'
import { Link } from '../../Link/Link'
import { SectionHeading } from '../../SectionHeading/SectionHeading'
import * as styles from './OtherServices.css'

/** The closing list of a service page: every other service, linking to its page in the current language. */
export function OtherServices({ current }: { current: ServiceId }) {
  const { _ } = useLingui()
  return (
    <section className={styles.root} aria-labelledby="other-services-title">
      <Container width="standard">
        <SectionHeading id="other-services-title" title={<Trans>Explore our other services</Trans>} />
        <ul className={styles.grid}>
          {services
            .filter((service) => service.id !== current)
            .map((service) => (
              <li key={service.id} className={styles.card}>
                <img className={styles.image} src={service.img} width="96" height="60" alt="" loading="lazy" decoding="async" />
                <div className={styles.body}>
                  <h3 className={styles.title}>
                    <Link href={servicePath(service.slug)} className={styles.link}>
                      {_(service.title)}
                    </Link>
                  </h3>
                  <p className={styles.description}>{_(service.description)}</p>
                </div>
              </li>
            ))}
        </ul>
      </Container>
    </section>
  )
}
