import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { servicePath } from '../../../data/routes'
import type { Service } from '../../../data/services'
import { Link } from '../../Link/Link'
import * as styles from './ServiceCards.css'
import { classNames } from '../../classNames/classNames'

/** One service: its illustration, title (the link to its page) and description. */
export function ServiceCard({ service, fullWidth }: { service: Service; fullWidth: boolean }) {
  const { _ } = useLingui()
  return (
    <li className={classNames(styles.card, fullWidth && styles.isFullWidth)}>
      <img className={styles.image} src={service.img} width="320" height="200" alt="" loading="lazy" decoding="async" />
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link href={servicePath(service.slug)} className={styles.link}>
            {_(service.title)}
          </Link>
        </h3>
        <p className={styles.description}>{_(service.description)}</p>
        {/* The whole card is the title's link; this is only its visual cue. */}
        <span className={styles.more} aria-hidden="true">
          <Trans comment="Visual cue at the bottom of a service card">Explore the service</Trans> →
        </span>
      </div>
    </li>
  )
}
