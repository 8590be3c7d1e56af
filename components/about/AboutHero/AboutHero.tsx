import { Trans } from '@lingui/react/macro'
import { buttonClassName } from '../../Button/Button'
import { Hero } from '../../Hero/Hero'
import { servicesAnchor } from '../../home/ServiceCards/ServiceCards'

type AboutHeroProps = {
  /** The classic layout shows a centred banner without the illustration. */
  layout?: 'split' | 'banner'
}

/** The about page's opening: who Tecto is, and a button down to the services on the same page. */
export function AboutHero({ layout = 'split' }: AboutHeroProps) {
  return (
    <Hero
      titleId="about-title"
      look={layout === 'split' ? 'about' : 'aboutBanner'}
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
  )
}
