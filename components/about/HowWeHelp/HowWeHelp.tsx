import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { helpAreas } from '../../../data/helpAreas'
import { Section } from '../../Section/Section'
import * as styles from './HowWeHelp.css'

/** How Tecto helps a company, as numbered cards. */
export function HowWeHelp() {
  const { _ } = useLingui()
  return (
    <Section
      labelledBy="about-help-title"
      eyebrow={<Trans>How we help</Trans>}
      title={<Trans>How Tecto helps your company</Trans>}
      lead={<Trans>Whether you need a complete product, a stronger team or a smarter process, we adapt to the stage of your business.</Trans>}
    >
      <ol className={styles.grid}>
        {helpAreas.map((area) => (
          <li key={area.id} className={styles.card}>
            <h3 className={styles.title}>{_(area.title)}</h3>
            <p className={styles.description}>{_(area.description)}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
