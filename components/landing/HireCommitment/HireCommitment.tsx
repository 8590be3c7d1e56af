import { Trans, useLingui } from '@lingui/react/macro'
import { executives } from '../../../data/executives'
import { hiringSteps } from '../../../data/hiringSteps'
import { Section } from '../../Section/Section'
import { SectionHeading } from '../../SectionHeading/SectionHeading'
import * as styles from './HireCommitment.css'

/**
 * How hiring works, in the words of Tecto's CEO. We publish no client testimonials we cannot show permission for,
 * so this section quotes Tecto's own leadership, attributed as such.
 */
export function HireCommitment() {
  const { i18n } = useLingui()
  const ceo = executives.find((executive) => executive.id === 'ceo')!
  return (
    <Section labelledBy="hire-commitment-title" tone="dark">
      <SectionHeading id="hire-commitment-title" tone="dark" eyebrow={<Trans>Our commitment</Trans>} title={<Trans>How hiring with Tecto works</Trans>} />
      <div className={styles.layout}>
        <figure className={styles.quote}>
          <blockquote className={styles.blockquote}>
            <p>
              <Trans comment="Quote by Tecto's CEO on the hire page, about how Tecto places professionals">
                When a company asks us for a professional, we treat it as a commitment, not an order. We listen to what your team really needs, introduce only
                people we would hire ourselves, and stay close for as long as the engagement lasts.
              </Trans>
            </p>
          </blockquote>
          <figcaption className={styles.caption}>
            {/* The name is right beside it: the monogram adds nothing for a screen reader. */}
            <img className={styles.portrait} src={ceo.portrait.src} width={ceo.portrait.width} height={ceo.portrait.height} loading="lazy" alt="" />
            <span className={styles.person}>
              <cite className={styles.name}>{ceo.name}</cite>
              <span className={styles.role}>
                <Trans comment="Under a quote: the person's job title, then the company, e.g. 'Chief Executive Officer, Tecto'">
                  {i18n._(ceo.role)}, Tecto
                </Trans>
              </span>
            </span>
          </figcaption>
        </figure>
        <ol className={styles.steps}>
          {hiringSteps.map((step) => (
            <li key={step.id} className={styles.step}>
              <h3 className={styles.stepTitle}>{i18n._(step.title)}</h3>
              <p className={styles.stepText}>{i18n._(step.description)}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  )
}
