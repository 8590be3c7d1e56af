import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { hireExpertise } from '../../../data/hireExpertise'
import { Section } from '../../Section/Section'
import { SectionHeading } from '../../SectionHeading/SectionHeading'
import * as styles from './HireExpertise.css'

/** The profiles Tecto places, each with what they do and the technologies they work with. */
export function HireExpertise() {
  const { _ } = useLingui()
  return (
    <Section id="hire-expertise" labelledBy="hire-expertise-title" tone="tinted">
      <SectionHeading
        id="hire-expertise-title"
        eyebrow={<Trans>Expertise</Trans>}
        title={<Trans>The professionals we place</Trans>}
        lead={<Trans>From a single specialist to a complete squad, at the seniority your project needs.</Trans>}
      />
      <ul className={styles.grid}>
        {hireExpertise.map((role) => (
          <li key={role.id} className={styles.card}>
            <h3 id={`expertise-${role.id}`} className={styles.title}>
              {_(role.title)}
            </h3>
            <p className={styles.description}>{_(role.description)}</p>
            <ul className={styles.skills} aria-labelledby={`expertise-${role.id}`}>
              {role.skills.map((skill) => (
                <li key={skill} className={styles.skill} lang="en">
                  {skill}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  )
}
