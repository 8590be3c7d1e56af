import { Trans } from '@lingui/react/macro'
import { partnerLogoSize, partners } from '../../../data/partners'
import { Container } from '../../Container/Container'
import { SectionHeading } from '../../SectionHeading/SectionHeading'
import { PartnerLogo } from '../../PartnerLogo/PartnerLogo'
import * as styles from './PartnerStrip.css'
import { classNames } from '../../classNames/classNames'

type PartnerStripProps = {
  width?: 'wide' | 'standard'
  /** `dark` puts the white tiles on the brand gradient, for pages where the bands around are light. */
  tone?: keyof typeof styles.tone
}

/** The strip of 18 logos: the platforms and technologies Tecto delivers on. */
export function PartnerStrip({ width = 'wide', tone = 'light' }: PartnerStripProps) {
  return (
    <section className={classNames(styles.root, styles.tone[tone])} aria-labelledby="partners-title">
      <Container width={width}>
        <SectionHeading
          id="partners-title"
          align="center"
          tone={tone}
          eyebrow={<Trans>Ecosystem</Trans>}
          title={<Trans>Platforms and technologies we deliver on</Trans>}
          lead={
            <Trans>We build on the clouds, payment providers and tools that leading companies already trust, so your product fits the stack you have.</Trans>
          }
        />
        <ul className={styles.list}>
          {partners.map((partner) => (
            <li key={partner.id} className={styles.item}>
              <PartnerLogo partner={partner} size={partnerLogoSize} className={styles.logo} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
