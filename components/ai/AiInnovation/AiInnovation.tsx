import { Trans } from '@lingui/react/macro'
import { CheckList } from '../../CheckList/CheckList'
import { Section } from '../../Section/Section'
import * as styles from './AiInnovation.css'

/** Innovation with responsibility: how Tecto keeps AI safe, private and accountable. */
export function AiInnovation() {
  return (
    <Section
      labelledBy="ai-innovation-title"
      tone="tinted"
      eyebrow={<Trans>Innovation</Trans>}
      title={<Trans>Innovation you can trust</Trans>}
      image={{ src: '/images/ai/innovation.svg', width: 520, height: 420, first: true }}
    >
      <p className={styles.paragraph}>
        <Trans>
          Innovation only creates value when people can rely on it. Every AI solution we deliver protects personal data, keeps people in charge of the decisions
          that matter and is monitored for quality and cost long after launch.
        </Trans>
      </p>
      <CheckList
        items={[
          <Trans key="privacy">Privacy by design, in line with Brazil's data protection law (LGPD)</Trans>,
          <Trans key="review">Human review for sensitive answers and decisions</Trans>,
          <Trans key="metrics">Clear metrics for accuracy, cost and time saved</Trans>,
          <Trans key="models">Models and providers chosen for your case, without lock-in</Trans>,
        ]}
      />
    </Section>
  )
}
