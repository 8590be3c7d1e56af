import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { techStack } from '../../../data/techStack'
import { Section } from '../../Section/Section'
import * as styles from './TechStack.css'

/** The classic home's tech stack: the technologies Tecto builds with, grouped by area, as text badges. */
export function TechStack({ width = 'standard' }: { width?: 'wide' | 'standard' }) {
  const { _ } = useLingui()
  return (
    <Section
      labelledBy="tech-stack-title"
      tone="tinted"
      width={width}
      eyebrow={<Trans>Tech stack</Trans>}
      title={<Trans>Proven technologies, chosen for each project</Trans>}
      lead={
        <Trans>
          We pick the stack that fits your product, your team and your budget, and we stay with mature, well-supported tools your own developers can take over.
        </Trans>
      }
    >
      <div className={styles.grid}>
        {techStack.map((area) => (
          <div key={area.id} className={styles.area}>
            <h3 id={`tech-${area.id}`} className={styles.title}>
              {_(area.title)}
            </h3>
            <ul className={styles.badges} aria-labelledby={`tech-${area.id}`}>
              {area.items.map((item) => (
                <li key={item} className={styles.badge} lang="en">
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  )
}
