import { Plural, Trans } from '@lingui/react/macro'
import { ButtonLink, buttonClassName } from '../../components/Button/Button'
import { CardList } from '../../components/CardList/CardList'
import { transformAction, transformIcon } from '../../components/CardList/CardList.css'
import { classNames } from '../../components/classNames/classNames'
import { Container } from '../../components/Container/Container'
import { DecorativeIcon } from '../../components/DecorativeIcon/DecorativeIcon'
import { Hero } from '../../components/Hero/Hero'
import { KeyFigures } from '../../components/KeyFigures/KeyFigures'
import { PartnerLogo } from '../../components/PartnerLogo/PartnerLogo'
import { Section } from '../../components/Section/Section'
import { eyebrow } from '../../components/theme/eyebrow.css'
import { PartnerStrip } from '../../components/home/PartnerStrip/PartnerStrip'
import { ServiceCards, servicesAnchor } from '../../components/home/ServiceCards/ServiceCards'
import { matchBusinessDays } from '../../data/claims'
import { officialPartnerLogoSize, officialPartners } from '../../data/partners'
import { paths } from '../../data/routes'
import { transformCards } from '../../data/transformCards'
import * as styles from './Page.css'

/** The alternative home (docs/product/pages.md). */
export default function Page() {
  return (
    <>
      <Hero
        look="showcase"
        titleId="home-hero-title"
        eyebrowShape="pill"
        eyebrow={<Trans>Software factory · AI · Tech talent</Trans>}
        title={<Trans>Software that moves your business forward</Trans>}
        lead={
          <Trans>
            Tecto is a Brazilian software factory for startups, fintechs and large companies. We design, build and run web platforms, mobile apps, APIs and AI,
            and we add senior professionals to your team in up to{' '}
            <Plural value={matchBusinessDays} one="{matchBusinessDays} business day" other="{matchBusinessDays} business days" />.
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
        <div className={styles.partners}>
          <p id="official-partners-label" className={classNames(eyebrow(), styles.partnersLabel)}>
            <Trans>Official partners</Trans>
          </p>
          <ul className={styles.partnerList} aria-labelledby="official-partners-label">
            {officialPartners.map((partner) => (
              <li key={partner.id}>
                <PartnerLogo partner={partner} size={officialPartnerLogoSize} className={styles.partnerLogo} />
              </li>
            ))}
          </ul>
        </div>
      </Hero>
      <Section
        labelledBy="transform-title"
        align="center"
        eyebrow={<Trans>What do you need today?</Trans>}
        title={<Trans>Transform your business with technology</Trans>}
        lead={<Trans>Pick where you want to start. We take it from there, with a plan, a team and a date.</Trans>}
      >
        <CardList
          look="transform"
          cards={transformCards.map((card) => ({
            ...card,
            icon: <DecorativeIcon className={transformIcon} name={card.icon} size={64} />,
            // Named "How? <card title>", so the three buttons are told apart out of context.
            action: (
              <ButtonLink href={card.href} variant="secondary" className={transformAction} aria-labelledby={`transform-${card.id}-how transform-${card.id}`}>
                <span id={`transform-${card.id}-how`}>
                  <Trans comment="Button on each 'transform your business' card, leading to the page that explains how">How?</Trans>
                </span>
                <span aria-hidden="true">→</span>
              </ButtonLink>
            ),
          }))}
        />
      </Section>
      <ServiceCards />
      <section className={styles.nextLevel} aria-labelledby="next-level-title">
        <Container width="wide">
          <div className={styles.panel}>
            <div className={styles.intro}>
              <div className={styles.text}>
                <h2 id="next-level-title" className={styles.title}>
                  <Trans>Ready to take your business to the next level?</Trans>
                </h2>
                <p className={styles.lead}>
                  <Trans>Tell us about your challenge. In a first conversation we map the scope, the team and the timeline, with no strings attached.</Trans>
                </p>
              </div>
              <ButtonLink href={paths.contact} variant="light" size="lg">
                <Trans comment="Closing call to action of the home page, leading to the contact form">Talk to a specialist</Trans>
              </ButtonLink>
            </div>
            <KeyFigures className={styles.figures} />
          </div>
        </Container>
      </section>
      <PartnerStrip />
    </>
  )
}
