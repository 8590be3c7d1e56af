import { Trans } from '@lingui/react/macro'
import type { ServiceDetail } from '../../../data/serviceDetails'
import { CheckList } from '../../CheckList/CheckList'
import { Section } from '../../Section/Section'
import * as styles from './ServiceOverview.css'

/** What Tecto does in a service (its content file's body), beside the kinds of client it suits. */
export function ServiceOverview({ detail }: { detail: Pick<ServiceDetail, 'html' | 'idealFor'> }) {
  return (
    <Section labelledBy="service-overview-title" width="standard" layout={styles.layout}>
      <div className={styles.text}>
        <h2 id="service-overview-title" className={styles.title}>
          <Trans>What we do</Trans>
        </h2>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the build renders the Markdown with raw HTML turned off (vite-plugins/content/contentFiles.ts). */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: detail.html }} />
      </div>
      <aside className={styles.audience} aria-labelledby="service-audience-title">
        <h3 id="service-audience-title" className={styles.audienceTitle}>
          <Trans comment="Heading of the list of clients a service suits">Who it is for</Trans>
        </h3>
        <CheckList items={detail.idealFor} />
      </aside>
    </Section>
  )
}
