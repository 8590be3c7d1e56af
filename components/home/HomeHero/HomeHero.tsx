import { Trans } from '@lingui/react/macro'
import { paths } from '../../../data/routes'
import { ButtonLink, buttonClassName } from '../../Button/Button'
import { Container } from '../../Container/Container'
import { OfficialPartners } from '../OfficialPartners/OfficialPartners'
import { servicesAnchor } from '../ServiceCards/ServiceCards'
import * as styles from './HomeHero.css'

// React 18 does not know `fetchPriority` yet and warns; the lowercase HTML attribute works in React and Preact.
const highPriority = { fetchpriority: 'high' } as object

/** The alternative home's opening: headline, lead, the three calls to action and the official partners. */
export function HomeHero() {
  return (
    <section className={styles.root} aria-labelledby="home-hero-title">
      <Container width="wide" className={styles.grid}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>
            <Trans>Software factory · AI · Tech talent</Trans>
          </p>
          <h1 id="home-hero-title" className={styles.title}>
            <Trans>Software that moves your business forward</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>
              Tecto is a Brazilian software factory for startups, fintechs and large companies. We design, build and
              run web platforms, mobile apps, APIs and AI, and we add senior professionals to your team in up to 3
              business days.
            </Trans>
          </p>
          <div className={styles.actions}>
            <ButtonLink href={paths.contact} variant="light" size="lg">
              <Trans comment="Hero button leading to the contact page">Learn more</Trans>
            </ButtonLink>
            <a href={`#${servicesAnchor}`} className={buttonClassName({ variant: 'outlineLight', size: 'lg' })}>
              <Trans comment="Hero button jumping to the services section of the same page">Our services</Trans>
            </a>
            <ButtonLink href={paths.aiProducts} variant="outlineLight" size="lg">
              <Trans comment="Hero button leading to the AI products page">Check out our products</Trans>
            </ButtonLink>
          </div>
          <OfficialPartners />
        </div>
        <img
          className={styles.illustration}
          src="/images/home/hero.svg"
          width="560"
          height="480"
          alt=""
          loading="eager"
          decoding="async"
          {...highPriority}
        />
      </Container>
    </section>
  )
}
