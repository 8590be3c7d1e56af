import { Trans } from '@lingui/react/macro'
import { companyFacts, type CompanyFacts } from '../../../data/companyFacts'
import { executives } from '../../../data/executives'
import { Section } from '../../Section/Section'
import { ExecutiveProfile } from './ExecutiveProfile'
import * as styles from './Leadership.css'

/** The CEO and CTO: their roles, and who holds them once the company has supplied it (data/companyFacts.ts). */
export function Leadership({ facts = companyFacts }: { facts?: Pick<CompanyFacts, 'executives'> }) {
  return (
    <Section
      labelledBy="about-leadership-title"
      tone="tinted"
      eyebrow={<Trans>Leadership</Trans>}
      title={<Trans>Who answers for your project</Trans>}
      lead={<Trans>Our executives work side by side with clients, from the first conversation to the latest release.</Trans>}
    >
      <ul className={styles.grid}>
        {executives(facts.executives).map((executive) => (
          <li key={executive.id}>
            <ExecutiveProfile executive={executive} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
