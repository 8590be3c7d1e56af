import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { servicePath } from '../../data/routes'
import type { Service } from '../../data/services'
import { Link } from '../Link/Link'
import * as styles from './ServicesCarousel.css'

/** A service card: image, title and description; the whole card is the link to the service page. */
export function ServiceSlide({ service }: { service: Service }) {
  const { _ } = useLingui()
  return (
    <article className={styles.card}>
      <img className={styles.image} src={service.img} width="320" height="200" alt="" loading="lazy" />
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link href={servicePath(service.slug)} className={styles.link}>
            {_(service.title)}
          </Link>
        </h3>
        <p className={styles.description}>{_(service.description)}</p>
        <span className={styles.more} aria-hidden="true">
          <Trans comment="Visual cue at the bottom of a service card; the card's title is the link">Learn more</Trans> →
        </span>
      </div>
    </article>
  )
}
