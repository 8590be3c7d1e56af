import { Trans } from '@lingui/react/macro'
import { Section } from '../../Section/Section'
import { SectionHeading } from '../../SectionHeading/SectionHeading'
import * as styles from './HireBenefits.css'

/** Why companies hire through Tecto: four short blocks. */
export function HireBenefits() {
  return (
    <Section labelledBy="hire-benefits-title">
      <SectionHeading
        id="hire-benefits-title"
        eyebrow={<Trans>Why Tecto</Trans>}
        title={<Trans>Why companies hire their tech talent with Tecto</Trans>}
        lead={<Trans>Hiring developers takes months and a wrong hire costs even more. We take the risk and the paperwork off your plate.</Trans>}
      />
      <ul className={styles.grid}>
        <li className={styles.block}>
          <h3 className={styles.title}>
            <Trans>Technically assessed</Trans>
          </h3>
          <p className={styles.text}>
            <Trans>
              Every professional passes technical assessments designed by our CTO, plus interviews on communication and teamwork, before joining our network.
            </Trans>
          </p>
        </li>
        <li className={styles.block}>
          <h3 className={styles.title}>
            <Trans>The right fit for your team</Trans>
          </h3>
          <p className={styles.text}>
            <Trans>We match stack, seniority, language and time zone, and you interview the candidates before anyone starts.</Trans>
          </p>
        </li>
        <li className={styles.block}>
          <h3 className={styles.title}>
            <Trans>Flexible engagements</Trans>
          </h3>
          <p className={styles.text}>
            <Trans>Hire for one project, a few months or the long term, and scale the team up or down as your roadmap changes.</Trans>
          </p>
        </li>
        <li className={styles.block}>
          <h3 className={styles.title}>
            <Trans>Contracts and compliance handled</Trans>
          </h3>
          <p className={styles.text}>
            <Trans>Tecto takes care of contracts, invoicing and LGPD compliance, so you manage the work, not the paperwork.</Trans>
          </p>
        </li>
      </ul>
    </Section>
  )
}
