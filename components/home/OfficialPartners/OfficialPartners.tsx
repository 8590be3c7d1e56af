import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { officialPartnerLogoSize, officialPartners } from '../../../data/partners'
import * as styles from './OfficialPartners.css'
import { classNames } from '../../classNames/classNames'
import { eyebrow } from '../../theme/eyebrow.css'

/** The hero's "official partners" row: a label and the partners' white wordmarks. */
export function OfficialPartners() {
  const { _ } = useLingui()
  return (
    <div className={styles.root}>
      <p id="official-partners-label" className={classNames(eyebrow(), styles.label)}>
        <Trans>Official partners</Trans>
      </p>
      <ul className={styles.list} aria-labelledby="official-partners-label">
        {officialPartners.map((partner) => (
          <li key={partner.id}>
            <img
              className={styles.logo}
              src={partner.img}
              width={officialPartnerLogoSize.width}
              height={officialPartnerLogoSize.height}
              alt={_(partner.alt)}
              loading="eager"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </div>
  )
}
