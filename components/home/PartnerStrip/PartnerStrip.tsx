import { Trans } from '@lingui/react/macro'
import { partnerLogoSize, partners } from '../../../data/partners'
import { PartnerLogo } from '../../PartnerLogo/PartnerLogo'
import { Section } from '../../Section/Section'
import * as styles from './PartnerStrip.css'

type PartnerStripProps = {
  /** `dark` puts the white tiles on the brand gradient, for pages where the bands around are light. */
  tone?: 'bare' | 'dark'
}

/** The strip of 18 logos: the platforms and technologies Tecto delivers on. */
export function PartnerStrip({ tone = 'bare' }: PartnerStripProps) {
  return (
    <Section
      labelledBy="partners-title"
      tone={tone}
      align="center"
      eyebrow={<Trans>Ecosystem</Trans>}
      title={<Trans>Platforms and technologies we deliver on</Trans>}
      lead={<Trans>We build on the clouds, payment providers and tools that leading companies already trust, so your product fits the stack you have.</Trans>}
    >
      <ul className={styles.list}>
        {partners.map((partner) => (
          <li key={partner.id} className={styles.item}>
            <PartnerLogo partner={partner} size={partnerLogoSize} className={styles.logo} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
