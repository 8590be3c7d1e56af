import { Trans, useLingui } from '@lingui/react/macro'
import { HowWeHelp } from '../../components/about/HowWeHelp/HowWeHelp'
import { Leadership } from '../../components/about/Leadership/Leadership'
import { SiliconValley } from '../../components/about/SiliconValley/SiliconValley'
import { WhyChoose } from '../../components/about/WhyChoose/WhyChoose'
import { buttonClassName } from '../../components/Button/Button'
import { CardList } from '../../components/CardList/CardList'
import { CheckList } from '../../components/CheckList/CheckList'
import { Hero } from '../../components/Hero/Hero'
import { PartnerStrip } from '../../components/home/PartnerStrip/PartnerStrip'
import { LandingFooter } from '../../components/landing/LandingFooter/LandingFooter'
import { LeadFormSection } from '../../components/landing/LeadFormSection/LeadFormSection'
import { Link } from '../../components/Link/Link'
import { Section } from '../../components/Section/Section'
import { ServiceCard } from '../../components/ServiceCard/ServiceCard'
import { leadFormAnchors, paths } from '../../data/routes'
import { services } from '../../data/services'
import { growthStages, softwareFactoryServiceIds } from '../../data/softwareFactory'
import * as styles from './Page.css'

/** The software-factory landing page (docs/product/pages.md). */
export default function Page() {
  const { t } = useLingui()
  return (
    <>
      <Hero
        look="landing"
        titleId="factory-hero-title"
        tone="light"
        eyebrowShape="pill"
        eyebrow={<Trans>Software factory</Trans>}
        title={<Trans>Your software, built by a senior team from idea to launch</Trans>}
        lead={
          <Trans>
            Tecto designs, develops and runs web platforms, mobile apps and APIs for startups, fintechs and large companies. One team owns your product end to
            end, with a demo you can test every week.
          </Trans>
        }
        actions={
          // A plain in-page anchor: the form is on this page, in every language.
          <a href={`#${leadFormAnchors.softwareFactory}`} className={buttonClassName({ variant: 'primary', size: 'lg' })}>
            <Trans comment="Software-factory page hero button, jumping to the lead form below">Request a proposal</Trans>
          </a>
        }
        image={{ src: '/images/landing/software-factory.svg', width: 560, height: 460 }}
      >
        <CheckList
          className={styles.highlights}
          items={[
            <Trans key="discovery">Discovery and UX before the first line of code</Trans>,
            <Trans key="weekly">Weekly deliveries you can see and test</Trans>,
            <Trans key="ownership">Code and documentation that belong to you</Trans>,
          ]}
        />
      </Hero>
      <SiliconValley />
      <HowWeHelp />
      {/* The four services of the software factory, as the home page's cards, each linking to its service page. */}
      <Section
        labelledBy="factory-services-title"
        tone="dark"
        eyebrow={<Trans>What we build</Trans>}
        title={<Trans>Everything your product needs, under one roof</Trans>}
        lead={<Trans>Design, engineering and integrations from the same team, so nothing gets lost between suppliers.</Trans>}
      >
        <ul className={styles.services}>
          {softwareFactoryServiceIds.map((id) => (
            <ServiceCard key={id} service={services.find((service) => service.id === id)!} look="grid" />
          ))}
        </ul>
      </Section>
      <Leadership />
      <PartnerStrip tone="dark" />
      <WhyChoose />
      {/* How a product keeps growing with Tecto after launch, with a pointer to the hire page for teams that need people. */}
      <Section
        labelledBy="factory-grow-title"
        tone="dark"
        eyebrow={<Trans>Grow with us</Trans>}
        title={<Trans>A partner for every stage of your product</Trans>}
        lead={<Trans>Launching is only the beginning. We stay with you as your product and your business grow.</Trans>}
      >
        <CardList look="stages" cards={growthStages} />
        <p className={styles.growMore}>
          <Trans comment="<0>…</0> is a link to the hire page">
            Need people for your own team instead?{' '}
            <Link href={paths.hire} className={styles.growLink}>
              Hire tech professionals through Tecto
            </Link>
            .
          </Trans>
        </p>
      </Section>
      <LeadFormSection
        page="softwareFactory"
        eyebrow={<Trans comment="Eyebrow above the software-factory page's lead form">Get a proposal</Trans>}
        title={<Trans>Let's talk about your project</Trans>}
        lead={
          <Trans>
            Tell us how to reach you. A specialist will contact you to understand your idea, map the scope and prepare a proposal with team, timeline and
            budget.
          </Trans>
        }
        checks={[
          <Trans key="conversation">A first conversation with no strings attached</Trans>,
          <Trans key="proposal">A clear proposal with scope, team and timeline</Trans>,
        ]}
        formLabel={t({ message: 'Request a software project', comment: 'Accessible name of the software-factory landing page’s lead form' })}
        submitLabel={t({ message: 'Request a proposal', comment: "Submit button of the software-factory landing page's lead form" })}
      />
      <LandingFooter />
    </>
  )
}
