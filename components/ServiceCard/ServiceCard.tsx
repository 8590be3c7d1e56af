import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { servicePath } from '../../data/routes'
import type { Service } from '../../data/services'
import { classNames } from '../classNames/classNames'
import { Link } from '../Link/Link'
import * as styles from './ServiceCard.css'

/** Where a service card stands: the home page's grid, the about page's carousel, or a service page's list of the others (small). */
export type ServiceCardLook = keyof typeof styles.card

/** The visual cue under a large card's pitch; the card's name is its link already. */
const cues = {
  grid: <Trans comment="Visual cue at the bottom of a service card">Explore the service</Trans>,
  slide: <Trans comment="Visual cue at the bottom of a service card; the card's title is the link">Learn more</Trans>,
}

/** A service: illustration, name and pitch, the whole card its name's link; `wide`: the home grid's last card, a whole row. */
export function ServiceCard({ service, look, wide }: { service: Service; look: ServiceCardLook; wide?: boolean }) {
  const { _ } = useLingui()
  const Card = look === 'slide' ? 'article' : 'li'
  const small = look === 'compact'
  return (
    <Card className={classNames(styles.card[look], wide && styles.wide)}>
      <img className={styles.image[look]} src={service.img} width={small ? 96 : 320} height={small ? 60 : 200} alt="" loading="lazy" decoding="async" />
      <div className={styles.body[look]}>
        <h3 className={styles.title[look]}>
          <Link href={servicePath(service.slug)} className={styles.link[look]}>
            {_(service.title)}
          </Link>
        </h3>
        <p className={styles.description[look]}>{_(service.description)}</p>
        {look !== 'compact' && (
          <span className={styles.more[look]} aria-hidden="true">
            {cues[look]} →
          </span>
        )}
      </div>
    </Card>
  )
}
