import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { HowWeHelp } from '../../components/about/HowWeHelp/HowWeHelp'
import { Leadership } from '../../components/about/Leadership/Leadership'
import { SiliconValley } from '../../components/about/SiliconValley/SiliconValley'
import { WhyChoose } from '../../components/about/WhyChoose/WhyChoose'
import { buttonClassName } from '../../components/Button/Button'
import { CardList } from '../../components/CardList/CardList'
import { valueIcon } from '../../components/CardList/CardList.css'
import { ContactCta } from '../../components/ContactCta/ContactCta'
import { DecorativeIcon } from '../../components/DecorativeIcon/DecorativeIcon'
import { Hero } from '../../components/Hero/Hero'
import { servicesAnchor } from '../../components/home/ServiceCards/ServiceCards'
import { Island } from '../../components/Island/Island'
import { Section } from '../../components/Section/Section'
import { values } from '../../data/values'

const statements = [
  {
    id: 'mission',
    title: msg`Our mission`,
    description: msg`To help companies grow with technology, delivering reliable software, senior talent and AI solutions that solve real business problems: on time, with transparency and with care for the people who use them.`,
  },
  {
    id: 'vision',
    title: msg`Our vision`,
    description: msg`To be the Latin American partner companies trust most to design, build and scale digital products, recognized for the quality of our engineering and for the growth of our people.`,
  },
]

/** The about page (docs/product/pages.md); `classic`: the classic about page's centred banner and order (story, people, offer). */
export default function Page({ classic = false }: { classic?: boolean }) {
  const opening = (
    <>
      <Hero
        titleId="about-title"
        look={classic ? 'aboutBanner' : 'about'}
        eyebrow={<Trans>About Tecto</Trans>}
        title={<Trans>We build software the way the best product teams do</Trans>}
        lead={
          <Trans>
            Tecto is a Brazilian software factory and tech-talent partner. We bring Silicon Valley product practice to companies of every size, from startups
            shipping their first product to enterprises modernizing critical systems.
          </Trans>
        }
        actions={
          // A plain in-page anchor: it must stay on this page in every layout and language.
          <a href={`#${servicesAnchor}`} className={buttonClassName({ variant: 'light', size: 'lg' })}>
            <Trans>Explore our services</Trans>
          </a>
        }
        image={{ src: '/images/about/hero.svg', width: 560, height: 460 }}
      />
      <Section labelledBy="about-purpose-title" eyebrow={<Trans>Who we are</Trans>} title={<Trans>A purpose behind every line of code</Trans>}>
        <CardList look="statements" cards={statements} />
      </Section>
      <Section
        labelledBy="about-values-title"
        tone="tinted"
        eyebrow={<Trans>Our values</Trans>}
        title={<Trans>What guides our work</Trans>}
        lead={<Trans>Five principles shape how we work with clients, with partners and with each other.</Trans>}
      >
        <CardList
          look="values"
          cards={values.map((value) => ({
            ...value,
            icon: (
              <span className={valueIcon}>
                <DecorativeIcon name={`value-${value.id}`} size={28} />
              </span>
            ),
          }))}
        />
      </Section>
    </>
  )
  const services = (
    <Section
      id={servicesAnchor}
      labelledBy="about-services-title"
      eyebrow={<Trans>What we do</Trans>}
      title={<Trans>Our services</Trans>}
      lead={<Trans>From the first prototype to AI in production: one partner for every stage of your software.</Trans>}
    >
      <Island name="ServicesCarousel" hydrate="visible" />
    </Section>
  )
  return (
    <>
      {opening}
      {classic ? (
        <>
          <Leadership />
          <SiliconValley imageFirst />
          <WhyChoose />
          <HowWeHelp />
          {services}
        </>
      ) : (
        <>
          <SiliconValley />
          <HowWeHelp />
          {services}
          <Leadership />
          <WhyChoose />
        </>
      )}
      <ContactCta
        look="band"
        titleId="about-cta-title"
        title={<Trans>Ready to build what comes next?</Trans>}
        text={<Trans>Tell us about your project. We will show you the way there, with the right team, a clear plan and a transparent budget.</Trans>}
        action={<Trans>Talk to a specialist</Trans>}
      />
    </>
  )
}
