import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { CardList } from '../../CardList/CardList'
import { Section } from '../../Section/Section'

const benefits = [
  {
    id: 'assessed',
    title: msg`Technically assessed`,
    description: msg`Every professional passes technical assessments designed by our CTO, plus interviews on communication and teamwork, before joining our network.`,
  },
  {
    id: 'fit',
    title: msg`The right fit for your team`,
    description: msg`We match stack, seniority, language and time zone, and you interview the candidates before anyone starts.`,
  },
  {
    id: 'flexible',
    title: msg`Flexible engagements`,
    description: msg`Hire for one project, a few months or the long term, and scale the team up or down as your roadmap changes.`,
  },
  {
    id: 'compliance',
    title: msg`Contracts and compliance handled`,
    description: msg`Tecto takes care of contracts, invoicing and LGPD compliance, so you manage the work, not the paperwork.`,
  },
]

/** Why companies hire through Tecto: four short blocks. */
export function HireBenefits() {
  return (
    <Section
      labelledBy="hire-benefits-title"
      eyebrow={<Trans>Why Tecto</Trans>}
      title={<Trans>Why companies hire their tech talent with Tecto</Trans>}
      lead={<Trans>Hiring developers takes months and a wrong hire costs even more. We take the risk and the paperwork off your plate.</Trans>}
    >
      <CardList look="checks" cards={benefits} />
    </Section>
  )
}
