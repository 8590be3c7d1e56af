import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { aiBenefits } from '../../../data/aiBenefits'
import { Section } from '../../Section/Section'
import * as styles from './AiBenefits.css'

/** The row of five benefit cards (docs/product/pages.md): icon, title and description each. */
export function AiBenefits() {
  const { _ } = useLingui()
  return (
    <Section labelledBy="ai-benefits-title" align="center" eyebrow={<Trans>Benefits</Trans>} title={<Trans>What AI brings to your company</Trans>}>
      <ul className={styles.row}>
        {aiBenefits.map((benefit) => (
          <li key={benefit.id} className={styles.card}>
            {/* The icon illustrates the title beside it: nothing more for a screen reader to hear. */}
            <img className={styles.icon} src={benefit.icon} width="56" height="56" alt="" loading="lazy" decoding="async" />
            <h3 className={styles.title}>{_(benefit.title)}</h3>
            <p className={styles.description}>{_(benefit.description)}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
