import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { buttonClassName } from '../../components/Button/Button'
import { CardList } from '../../components/CardList/CardList'
import { Hero } from '../../components/Hero/Hero'
import { KeyFigures } from '../../components/KeyFigures/KeyFigures'
import { Section } from '../../components/Section/Section'
import { TechStack } from '../../components/home/TechStack/TechStack'
import { LandingFooter } from '../../components/landing/LandingFooter/LandingFooter'
import { LeadFormSection } from '../../components/landing/LeadFormSection/LeadFormSection'
import { matchBusinessDays, networkSize } from '../../data/claims'
import { companyFacts, type CompanyFacts } from '../../data/companyFacts'
import { hireExpertise } from '../../data/hireExpertise'
import { hiringSteps } from '../../data/hiringSteps'
import { leadFormAnchors } from '../../data/routes'
import { useLocale } from '../../shared/usePageContext'
import * as styles from './Page.css'

const benefits = [
  {
    id: 'assessed',
    title: msg`Technically assessed`,
    description: msg`Every professional passes technical assessments designed by our CTO, plus interviews on communication and teamwork, before joining our network.`,
  },
  {
    id: 'fit',
    title: msg`The right fit for your team`,
    description: msg`We match stack, seniority, language and time zone, and you interview the candidates before anyone starts.`,
  },
  {
    id: 'flexible',
    title: msg`Flexible engagements`,
    description: msg`Hire for one project, a few months or the long term, and scale the team up or down as your roadmap changes.`,
  },
  {
    id: 'compliance',
    title: msg`Contracts and compliance handled`,
    description: msg`Tecto takes care of contracts, invoicing and LGPD compliance, so you manage the work, not the paperwork.`,
  },
]

/** The hire landing page (docs/product/pages.md); its commitment quotes a client only once data/companyFacts.ts has one. */
export default function Page({ facts = companyFacts }: { facts?: Pick<CompanyFacts, 'hireTestimonial'> }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const count = i18n.number(networkSize)
  const testimonial = facts.hireTestimonial
  const steps = <CardList look={testimonial ? 'hiringBeside' : 'hiring'} cards={hiringSteps} />
  return (
    <>
      <Hero
        look="landing"
        titleId="hire-hero-title"
        eyebrowShape="pill"
        eyebrow={<Trans>Tech talent on demand</Trans>}
        title={
          <Trans>
            Hire qualified tech professionals in up to{' '}
            <Plural value={matchBusinessDays} one="{matchBusinessDays} business day" other="{matchBusinessDays} business days" />
          </Trans>
        }
        lead={
          <Trans>
            Tap into Tecto's network of over {count} qualified professionals: developers, designers, QA, data and DevOps specialists who passed our technical
            assessment. Tell us who you need and meet your match in up to{' '}
            <Plural value={matchBusinessDays} one="{matchBusinessDays} business day" other="{matchBusinessDays} business days" />.
          </Trans>
        }
        actions={
          // A plain in-page anchor: the form is on this page, in every language.
          <a href={`#${leadFormAnchors.hire}`} className={buttonClassName({ variant: 'light', size: 'lg' })}>
            <Trans comment="Hire page hero button, jumping to the lead form below">Find my professional</Trans>
          </a>
        }
        image={{ src: '/images/landing/hire.svg', width: 560, height: 460 }}
      >
        {/* Two of the site's key figures, in the same words as the home page. */}
        <KeyFigures look="hero" only={['network', 'match']} />
      </Hero>
      <LeadFormSection
        page="hire"
        eyebrow={<Trans comment="Eyebrow above the hire page's lead form">Start here</Trans>}
        title={<Trans>Tell us who you need</Trans>}
        lead={
          <Trans>Leave your details and a talent specialist will contact you to understand the role, the stack and the seniority you are looking for.</Trans>
        }
        checks={[
          <Trans key="interview">You interview every candidate before they start</Trans>,
          <Trans key="specialist">A dedicated specialist follows your request from start to finish</Trans>,
        ]}
        formLabel={t({ message: 'Hire tech professionals', comment: 'Accessible name of the hire landing page’s lead form' })}
        submitLabel={t({ message: 'Find my professional', comment: "Submit button of the hire landing page's lead form" })}
      />
      <Section
        labelledBy="hire-benefits-title"
        eyebrow={<Trans>Why Tecto</Trans>}
        title={<Trans>Why companies hire their tech talent with Tecto</Trans>}
        lead={<Trans>Hiring developers takes months and a wrong hire costs even more. We take the risk and the paperwork off your plate.</Trans>}
      >
        <CardList look="checks" cards={benefits} />
      </Section>
      {/* The profiles Tecto places, each with what they do and the technologies they work with. */}
      <Section
        id="hire-expertise"
        labelledBy="hire-expertise-title"
        tone="tinted"
        eyebrow={<Trans>Expertise</Trans>}
        title={<Trans>The professionals we place</Trans>}
        lead={<Trans>From a single specialist to a complete squad, at the seniority your project needs.</Trans>}
      >
        <CardList look="expertise" cards={hireExpertise} />
      </Section>
      <Section labelledBy="hire-commitment-title" tone="dark" eyebrow={<Trans>Our commitment</Trans>} title={<Trans>How hiring with Tecto works</Trans>}>
        {testimonial ? (
          <div className={styles.commitment}>
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
      <TechStack />
      <LandingFooter />
    </>
  )
}
