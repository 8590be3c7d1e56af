import { Trans } from '@lingui/react/macro'
import { executives } from '../../../data/executives'
import { SectionHeading } from '../../SectionHeading/SectionHeading'
import { Section } from '../../Section/Section'
import { ExecutiveProfile } from './ExecutiveProfile'
import * as styles from './Leadership.css'

/** The CEO and CTO profiles. */
export function Leadership() {
  return (
    <Section labelledBy="about-leadership-title" tone="tinted">
      <SectionHeading
        id="about-leadership-title"
        eyebrow={<Trans>Leadership</Trans>}
        title={<Trans>The people behind Tecto</Trans>}
        lead={<Trans>Our executives work side by side with clients, from the first conversation to the latest release.</Trans>}
      />
      <ul className={styles.grid}>
        {executives.map((executive) => (
          <li key={executive.id}>
            <ExecutiveProfile executive={executive} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
