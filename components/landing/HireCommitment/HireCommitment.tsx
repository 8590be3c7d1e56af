import { Trans } from '@lingui/react/macro'
import { companyFacts, type CompanyFacts } from '../../../data/companyFacts'
import { hiringSteps } from '../../../data/hiringSteps'
import { useLocale } from '../../../shared/usePageContext'
import { CardList } from '../../CardList/CardList'
import { Section } from '../../Section/Section'
import * as styles from './HireCommitment.css'

/** How hiring works, beside a testimonial once the company supplies one (data/companyFacts.ts): until then the page quotes nobody. */
export function HireCommitment({ facts = companyFacts }: { facts?: Pick<CompanyFacts, 'hireTestimonial'> }) {
  const locale = useLocale()
  const testimonial = facts.hireTestimonial
  const steps = <CardList look={testimonial ? 'hiringBeside' : 'hiring'} cards={hiringSteps} />
  return (
    <Section labelledBy="hire-commitment-title" tone="dark" eyebrow={<Trans>Our commitment</Trans>} title={<Trans>How hiring with Tecto works</Trans>}>
      {testimonial ? (
        <div className={styles.layout}>
          <figure className={styles.quote}>
            <blockquote className={styles.blockquote}>
              <p>{testimonial.quote[locale]}</p>
            </blockquote>
            <figcaption className={styles.person}>
              <cite className={styles.name}>{testimonial.name}</cite>
              <span className={styles.role}>{testimonial.role[locale]}</span>
            </figcaption>
          </figure>
          {steps}
        </div>
      ) : (
        steps
      )}
    </Section>
  )
}
