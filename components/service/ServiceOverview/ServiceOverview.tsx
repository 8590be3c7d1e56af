import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { ServiceDetail } from '../../../data/serviceDetails'
import { CheckList } from '../../CheckList/CheckList'
import { Container } from '../../Container/Container'
import * as styles from './ServiceOverview.css'

/** What Tecto does in a service, beside the kinds of client it suits. */
export function ServiceOverview({ detail }: { detail: ServiceDetail }) {
  const { _ } = useLingui()
  return (
    <section className={styles.root} aria-labelledby="service-overview-title">
      <Container width="standard" className={styles.layout}>
        <div className={styles.text}>
          <h2 id="service-overview-title" className={styles.title}>
            <Trans>What we do</Trans>
          </h2>
          {detail.paragraphs.map((paragraph) => (
            <p key={paragraph.id} className={styles.paragraph}>
              {_(paragraph)}
            </p>
          ))}
        </div>
        <aside className={styles.audience} aria-labelledby="service-audience-title">
          <h3 id="service-audience-title" className={styles.audienceTitle}>
            <Trans comment="Heading of the list of clients a service suits">Who it is for</Trans>
          </h3>
          <CheckList items={detail.idealFor.map((item) => _(item))} />
        </aside>
      </Container>
    </section>
  )
}
