import { Trans } from '@lingui/react/macro'
import { officialPartnerLogoSize, officialPartners } from '../../../data/partners'
import { PartnerLogo } from '../../PartnerLogo/PartnerLogo'
import * as styles from './OfficialPartners.css'
import { classNames } from '../../classNames/classNames'
import { eyebrow } from '../../theme/eyebrow.css'

/** The hero's "official partners" row: a label and the partners' white wordmarks. */
export function OfficialPartners() {
  return (
    <div className={styles.root}>
      <p id="official-partners-label" className={classNames(eyebrow(), styles.label)}>
        <Trans>Official partners</Trans>
      </p>
      <ul className={styles.list} aria-labelledby="official-partners-label">
        {officialPartners.map((partner) => (
          <li key={partner.id}>
            <PartnerLogo partner={partner} size={officialPartnerLogoSize} className={styles.logo} />
          </li>
        ))}
      </ul>
    </div>
  )
}
