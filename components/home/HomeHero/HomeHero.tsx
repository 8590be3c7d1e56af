import { Trans } from '@lingui/react/macro'
import { paths } from '../../../data/routes'
import { ButtonLink, buttonClassName } from '../../Button/Button'
import { Hero } from '../../Hero/Hero'
import { OfficialPartners } from '../OfficialPartners/OfficialPartners'
import { servicesAnchor } from '../ServiceCards/ServiceCards'

/** The alternative home's opening: headline, lead, the three calls to action and the official partners. */
export function HomeHero() {
  return (
    <Hero
      look="showcase"
      titleId="home-hero-title"
      eyebrowShape="pill"
      eyebrow={<Trans>Software factory · AI · Tech talent</Trans>}
      title={<Trans>Software that moves your business forward</Trans>}
      lead={
        <Trans>
          Tecto is a Brazilian software factory for startups, fintechs and large companies. We design, build and run web platforms, mobile apps, APIs and AI,
          and we add senior professionals to your team in up to 3 business days.
        </Trans>
      }
      actions={
        <>
          <ButtonLink href={paths.contact} variant="light" size="lg">
            <Trans comment="Hero button leading to the contact page">Learn more</Trans>
          </ButtonLink>
          <a href={`#${servicesAnchor}`} className={buttonClassName({ variant: 'outlineLight', size: 'lg' })}>
            <Trans comment="Hero button jumping to the services section of the same page">Our services</Trans>
          </a>
          <ButtonLink href={paths.aiProducts} variant="outlineLight" size="lg">
            <Trans comment="Hero button leading to the AI products page">Check out our products</Trans>
          </ButtonLink>
        </>
      }
      image={{ src: '/images/home/hero.svg', width: 560, height: 480, onPhones: true }}
    >
      <OfficialPartners />
    </Hero>
  )
}
