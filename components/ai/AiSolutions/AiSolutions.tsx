import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { aiSolutions } from '../../../data/aiSolutions'
import { ButtonLink } from '../../Button/Button'
import { Section } from '../../Section/Section'
import * as styles from './AiSolutions.css'

/** "Transform your business with AI": the two ways to start, AI built for the client or Tecto's AI products. */
export function AiSolutions() {
  const { _ } = useLingui()
  return (
    <Section
      labelledBy="ai-solutions-title"
      align="center"
      eyebrow={<Trans>Two ways to start</Trans>}
      title={<Trans>Transform your business with artificial intelligence</Trans>}
      lead={<Trans>Whether you need a solution shaped around your processes or a product ready to use, we take you from idea to results.</Trans>}
    >
      <ul className={styles.grid}>
        {aiSolutions.map((solution) => (
          <li key={solution.id} className={styles.card}>
            <img className={styles.image} src={solution.image} width="480" height="280" alt="" loading="lazy" decoding="async" />
            <div className={styles.body}>
              <h3 id={`ai-solution-${solution.id}-title`} className={styles.title}>
                {_(solution.title)}
              </h3>
              <p className={styles.text}>{_(solution.text)}</p>
              <ButtonLink href={solution.href} variant="secondary">
                {_(solution.action)} <span aria-hidden="true">→</span>
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
