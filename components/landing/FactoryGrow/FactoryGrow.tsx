import { Trans } from '@lingui/react/macro'
import { paths } from '../../../data/routes'
import { growthStages } from '../../../data/softwareFactory'
import { CardList } from '../../CardList/CardList'
import { Link } from '../../Link/Link'
import { Section } from '../../Section/Section'
import * as styles from './FactoryGrow.css'

/** How a product keeps growing with Tecto after launch, with a pointer to the hire page for teams that need people. */
export function FactoryGrow() {
  return (
    <Section
      labelledBy="factory-grow-title"
      tone="dark"
      eyebrow={<Trans>Grow with us</Trans>}
      title={<Trans>A partner for every stage of your product</Trans>}
      lead={<Trans>Launching is only the beginning. We stay with you as your product and your business grow.</Trans>}
    >
      <CardList look="stages" cards={growthStages} />
      <p className={styles.more}>
        <Trans comment="<0>…</0> is a link to the hire page">
          Need people for your own team instead?{' '}
          <Link href={paths.hire} className={styles.link}>
            Hire tech professionals through Tecto
          </Link>
          .
        </Trans>
      </p>
    </Section>
  )
}
