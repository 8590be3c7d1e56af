import { Trans } from '@lingui/react/macro'
import { KeyFigureText } from '../../KeyFigures/KeyFigureText'
import { useKeyFigures } from '../../KeyFigures/useKeyFigures'
import { Section } from '../../Section/Section'
import * as styles from './WhyChoose.css'

/** Why companies choose Tecto: the key figures of data/claims.ts, formatted for the page's language, and three reasons. */
export function WhyChoose() {
  const figures = useKeyFigures()
  return (
    <Section
      labelledBy="about-why-title"
      eyebrow={<Trans>Why Tecto</Trans>}
      title={<Trans>Why companies choose Tecto</Trans>}
      lead={<Trans>Results you can measure, from a partner that knows your market and speaks your language.</Trans>}
    >
      <ul className={styles.figures}>
        {figures.map((keyFigure) => (
          <li key={keyFigure.id} className={styles.figureItem}>
            <KeyFigureText keyFigure={keyFigure} figureClassName={styles.figure} />
          </li>
        ))}
      </ul>
      <ul className={styles.reasons}>
        <li>
          <h3 className={styles.reasonTitle}>
            <Trans>One partner for products and people</Trans>
          </h3>
          <p>
            <Trans>Build a product with a complete squad or strengthen your own team with professionals from our network, held to the same standards.</Trans>
          </p>
        </li>
        <li>
          <h3 className={styles.reasonTitle}>
            <Trans>Transparent from day one</Trans>
          </h3>
          <p>
            <Trans>Clear scope and budget, weekly demos and direct access to the people doing the work.</Trans>
          </p>
        </li>
        <li>
          <h3 className={styles.reasonTitle}>
            <Trans>Secure and compliant</Trans>
          </h3>
          <p>
            <Trans>LGPD-compliant processes, code and documentation that belong to you, and security built in from the start.</Trans>
          </p>
        </li>
      </ul>
    </Section>
  )
}
