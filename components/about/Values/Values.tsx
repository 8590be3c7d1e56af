import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { values } from '../../../data/values'
import { Section } from '../../Section/Section'
import { ValueIcon } from './ValueIcon'
import * as styles from './Values.css'

/** Tecto's values (innovation, excellence, partnership, ethics, people development) as a grid of cards. */
export function Values() {
  const { _ } = useLingui()
  return (
    <Section
      labelledBy="about-values-title"
      tone="tinted"
      eyebrow={<Trans>Our values</Trans>}
      title={<Trans>What guides our work</Trans>}
      lead={<Trans>Five principles shape how we work with clients, with partners and with each other.</Trans>}
    >
      <ul className={styles.grid}>
        {values.map((value) => (
          <li key={value.id} className={styles.card}>
            <span className={styles.icon}>
              <ValueIcon id={value.id} />
            </span>
            <h3 className={styles.title}>{_(value.title)}</h3>
            <p className={styles.description}>{_(value.description)}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
