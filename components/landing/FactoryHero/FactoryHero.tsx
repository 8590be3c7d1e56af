import { Trans } from '@lingui/react/macro'
import { CheckList } from '../../CheckList/CheckList'
import { LandingHero } from '../LandingHero/LandingHero'
import { leadFormAnchors } from '../LeadFormSection/leadFormAnchors'
import * as styles from './FactoryHero.css'

/** The software-factory page's opening: what Tecto builds, and the way down to the form. */
export function FactoryHero() {
  return (
    <LandingHero
      titleId="factory-hero-title"
      tone="light"
      eyebrow={<Trans>Software factory</Trans>}
      title={<Trans>Your software, built by a senior team from idea to launch</Trans>}
      lead={
        <Trans>
          Tecto designs, develops and runs web platforms, mobile apps and APIs for startups, fintechs and large
          companies. One team owns your product end to end, with a demo you can test every week.
        </Trans>
      }
      formAnchor={leadFormAnchors.softwareFactory}
      action={<Trans comment="Software-factory page hero button, jumping to the lead form below">Request a proposal</Trans>}
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
    </LandingHero>
  )
}
