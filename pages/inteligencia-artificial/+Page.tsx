import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { ButtonLink } from '../../components/Button/Button'
import { CardList } from '../../components/CardList/CardList'
import { benefitIcon } from '../../components/CardList/CardList.css'
import { CheckList } from '../../components/CheckList/CheckList'
import { ContactCta } from '../../components/ContactCta/ContactCta'
import { Hero } from '../../components/Hero/Hero'
import { Section } from '../../components/Section/Section'
import { SectionHeading } from '../../components/SectionHeading/SectionHeading'
import { aiBenefits } from '../../data/aiBenefits'
import { aiSolutions } from '../../data/aiSolutions'
import { leadershipYears } from '../../data/claims'
import { paths } from '../../data/routes'
import * as styles from './Page.css'

const reasons = [
  {
    id: 'answers',
    title: msg`Customers expect instant answers`,
    description: msg`People want to be served at any hour, on the channel they prefer. AI agents answer in seconds, in several languages, and hand over to your team whenever a person is needed.`,
  },
  {
    id: 'competitors',
    title: msg`Your competitors are already moving`,
    description: msg`Companies in every sector are automating processes and personalizing their offers. Waiting means giving up ground that is hard to win back.`,
  },
  {
    id: 'data',
    title: msg`Your data is worth more than you use`,
    description: msg`Sales, service and operations produce valuable data every day. AI turns it into forecasts, alerts and recommendations your team can act on.`,
  },
]

/** The AI landing page (docs/product/pages.md). */
export default function Page() {
  const { _ } = useLingui()
  return (
    <>
      <Hero
        look="showcase"
        titleId="ai-hero-title"
        eyebrowShape="pill"
        eyebrow={<Trans>Artificial intelligence</Trans>}
        title={<Trans>Artificial intelligence that works for your business</Trans>}
        lead={
          <Trans>
            Tecto designs, builds and runs AI solutions that automate processes, serve your customers and turn your data into decisions, with the security and
            the measurable results your company expects.
          </Trans>
        }
        actions={
          <>
            <ButtonLink href={paths.contact} variant="light" size="lg">
              <Trans>Talk to an AI specialist</Trans>
            </ButtonLink>
            <ButtonLink href={paths.aiProducts} variant="outlineLight" size="lg">
              <Trans>See our AI products</Trans>
            </ButtonLink>
          </>
        }
        image={{ src: '/images/ai/hero.svg', width: 560, height: 460, onPhones: true }}
      />
      <Section
        labelledBy="ai-solutions-title"
        align="center"
        eyebrow={<Trans>Two ways to start</Trans>}
        title={<Trans>Transform your business with artificial intelligence</Trans>}
        lead={<Trans>Whether you need a solution shaped around your processes or a product ready to use, we take you from idea to results.</Trans>}
      >
        <ul className={styles.solutions}>
          {aiSolutions.map((solution) => (
            <li key={solution.id} className={styles.solution}>
              <img className={styles.solutionImage} src={solution.image} width="480" height="280" alt="" loading="lazy" decoding="async" />
              <div className={styles.solutionBody}>
                <h3 id={`ai-solution-${solution.id}-title`} className={styles.solutionTitle}>
                  {_(solution.title)}
                </h3>
                <p className={styles.solutionText}>{_(solution.text)}</p>
                <ButtonLink href={solution.href} variant="secondary">
                  {_(solution.action)} <span aria-hidden="true">→</span>
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="ai-key-title" tone="tinted">
        <div className={styles.keyStatement}>
          <h2 id="ai-key-title" className={styles.keyTitle}>
            <Trans comment="Heading of the artificial intelligence page; <0>…</0> wraps the words shown highlighted">
              Artificial intelligence is the <span className={styles.highlight}>key to staying competitive</span>
            </Trans>
          </h2>
          <p className={styles.keyText}>
            <Trans>
              Companies that put AI to work answer faster, spend less and learn more from their data. The question is no longer whether to adopt it, but where
              to start and how to do it safely.
            </Trans>
          </p>
        </div>
      </Section>
      <Section labelledBy="ai-benefits-title" align="center" eyebrow={<Trans>Benefits</Trans>} title={<Trans>What AI brings to your company</Trans>}>
        <CardList
          look="benefits"
          // The icon illustrates the title beside it: nothing more for a screen reader to hear.
          cards={aiBenefits.map((benefit) => ({
            ...benefit,
            icon: <img className={benefitIcon} src={benefit.icon} width="56" height="56" alt="" loading="lazy" decoding="async" />,
          }))}
        />
      </Section>
      <Section
        labelledBy="ai-silicon-valley-title"
        tone="dark"
        eyebrow={<Trans>Silicon Valley experience</Trans>}
        title={<Trans>The Silicon Valley way of building AI, with a Brazilian team</Trans>}
        image={{ src: '/images/ai/silicon-valley.svg', width: 560, height: 440 }}
      >
        <p>
          <Trans>
            Tecto's leadership brings over <Plural value={leadershipYears} one="{leadershipYears} year" other="{leadershipYears} years" /> of experience
            building technology products, and the practices of Silicon Valley's leading companies: fast experiments, decisions based on data and products that
            learn from the people who use them.
          </Trans>
        </p>
        <p>
          <Trans>
            We apply the same discipline to artificial intelligence. We start small, measure the results on real cases and scale only what proves its value, so
            your investment follows the evidence, not the hype.
          </Trans>
        </p>
      </Section>
      <Section labelledBy="ai-necessity-title" layout={styles.necessity}>
        <SectionHeading
          id="ai-necessity-title"
          eyebrow={<Trans>Why now</Trans>}
          title={<Trans>Why your company needs AI now</Trans>}
          lead={<Trans>AI has moved from labs to everyday business. These are the signs that it is time to act.</Trans>}
        />
        <CardList look="reasons" cards={reasons} />
      </Section>
      <Section
        labelledBy="ai-innovation-title"
        tone="tinted"
        eyebrow={<Trans>Innovation</Trans>}
        title={<Trans>Innovation you can trust</Trans>}
        image={{ src: '/images/ai/innovation.svg', width: 520, height: 420, first: true }}
      >
        <p className={styles.paragraph}>
          <Trans>
            Innovation only creates value when people can rely on it. Every AI solution we deliver protects personal data, keeps people in charge of the
            decisions that matter and is monitored for quality and cost long after launch.
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
      <ContactCta
        look="band"
        titleId="ai-closing-title"
        title={<Trans>Ready to put artificial intelligence to work?</Trans>}
        text={<Trans>Tell us about your processes and goals. We will show you where AI brings the fastest return and how to get there, step by step.</Trans>}
        action={<Trans>Talk to an AI specialist</Trans>}
      >
        {/* Abstract decoration (a horizon of connected nodes): it closes the page and says nothing the text does not. */}
        <img className={styles.closingImage} src="/images/ai/closing.svg" width="1200" height="360" alt="" loading="lazy" decoding="async" />
      </ContactCta>
    </>
  )
}
