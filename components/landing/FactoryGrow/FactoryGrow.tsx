import { Trans, useLingui } from '@lingui/react/macro'
import { paths } from '../../../data/routes'
import { growthStages } from '../../../data/softwareFactory'
import { Section } from '../../Section/Section'
import { Link } from '../../Link/Link'
import { SectionHeading } from '../../SectionHeading/SectionHeading'
import * as styles from './FactoryGrow.css'

/** How a product keeps growing with Tecto after launch, with a pointer to the hire page for teams that need people. */
export function FactoryGrow() {
  const { i18n } = useLingui()
  return (
    <Section labelledBy="factory-grow-title" tone="dark">
      <SectionHeading
        id="factory-grow-title"
        tone="dark"
        eyebrow={<Trans>Grow with us</Trans>}
        title={<Trans>A partner for every stage of your product</Trans>}
        lead={<Trans>Launching is only the beginning. We stay with you as your product and your business grow.</Trans>}
      />
      <ol className={styles.stages}>
        {growthStages.map((stage) => (
          <li key={stage.id} className={styles.stage}>
            <h3 className={styles.title}>{i18n._(stage.title)}</h3>
            <p className={styles.text}>{i18n._(stage.description)}</p>
          </li>
        ))}
      </ol>
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
