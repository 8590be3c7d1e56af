import { Trans } from '@lingui/react/macro'
import { buttonClassName } from '../../Button/Button'
import { CheckList } from '../../CheckList/CheckList'
import { Hero } from '../../Hero/Hero'
import { leadFormAnchors } from '../../../data/routes'
import * as styles from './FactoryHero.css'

/** The software-factory page's opening: what Tecto builds, and the way down to the form. */
export function FactoryHero() {
  return (
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
  )
}
