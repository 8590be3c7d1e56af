import { Trans } from '@lingui/react/macro'
import * as button from '../../Button/Button.css'
import { Container } from '../../Container/Container'
import { useAboutWidth } from '../AboutSection/AboutSection'
import { servicesSectionId } from '../ServicesSection/ServicesSection'
import * as styles from './AboutHero.css'

type AboutHeroProps = {
  /** The classic layout shows a centred banner without the illustration. */
  layout?: 'split' | 'banner'
}

/** The about page's opening: who Tecto is, and a button down to the services on the same page. */
export function AboutHero({ layout = 'split' }: AboutHeroProps) {
  return (
    <section aria-labelledby="about-title" className={styles.root}>
      <Container width={useAboutWidth()} className={styles.layout[layout]}>
        <div className={styles.text}>
          <p className={styles.eyebrow}><Trans>About Tecto</Trans></p>
          <h1 id="about-title" className={styles.title}>
            <Trans>We build software the way the best product teams do</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>
              Tecto is a Brazilian software factory and tech-talent partner. We bring Silicon Valley product practice to
              companies of every size, from startups shipping their first product to enterprises modernizing critical systems.
            </Trans>
          </p>
          {/* A plain in-page anchor: it must stay on this page in every layout and language. */}
          <a href={`#${servicesSectionId}`} className={[button.root, button.variant.light, button.size.lg].join(' ')}>
            <Trans>Explore our services</Trans>
          </a>
        </div>
        {layout === 'split' ? (
          // Abstract decoration: it says nothing the text does not, so screen readers skip it.
          <img className={styles.image} src="/images/about/hero.svg" width="560" height="460" alt="" />
        ) : null}
      </Container>
    </section>
  )
}
