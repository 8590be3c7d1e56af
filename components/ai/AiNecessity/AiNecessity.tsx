import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { CardList } from '../../CardList/CardList'
import { SectionHeading } from '../../SectionHeading/SectionHeading'
import { Section } from '../../Section/Section'
import * as styles from './AiNecessity.css'

const reasons = [
  {
    id: 'answers',
    title: msg`Customers expect instant answers`,
    description: msg`People want to be served at any hour, on the channel they prefer. AI agents answer in seconds, in several languages, and hand over to your team whenever a person is needed.`,
  },
  {
    id: 'competitors',
    title: msg`Your competitors are already moving`,
    description: msg`Companies in every sector are automating processes and personalizing their offers. Waiting means giving up ground that is hard to win back.`,
  },
  {
    id: 'data',
    title: msg`Your data is worth more than you use`,
    description: msg`Sales, service and operations produce valuable data every day. AI turns it into forecasts, alerts and recommendations your team can act on.`,
  },
]

/** Why a company needs AI now: three reasons. */
export function AiNecessity() {
  return (
    <Section labelledBy="ai-necessity-title" layout={styles.layout}>
      <SectionHeading
        id="ai-necessity-title"
        eyebrow={<Trans>Why now</Trans>}
        title={<Trans>Why your company needs AI now</Trans>}
        lead={<Trans>AI has moved from labs to everyday business. These are the signs that it is time to act.</Trans>}
      />
      <CardList look="reasons" cards={reasons} />
    </Section>
  )
}
