import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { CardList } from '../../CardList/CardList'
import { KeyFigures } from '../../KeyFigures/KeyFigures'
import { Section } from '../../Section/Section'

const reasons = [
  {
    id: 'partner',
    title: msg`One partner for products and people`,
    description: msg`Build a product with a complete squad or strengthen your own team with professionals from our network, held to the same standards.`,
  },
  {
    id: 'transparent',
    title: msg`Transparent from day one`,
    description: msg`Clear scope and budget, weekly demos and direct access to the people doing the work.`,
  },
  {
    id: 'secure',
    title: msg`Secure and compliant`,
    description: msg`LGPD-compliant processes, code and documentation that belong to you, and security built in from the start.`,
  },
]

/** Why companies choose Tecto: the key figures of data/claims.ts, formatted for the page's language, and three reasons. */
export function WhyChoose() {
  return (
    <Section
      labelledBy="about-why-title"
      eyebrow={<Trans>Why Tecto</Trans>}
      title={<Trans>Why companies choose Tecto</Trans>}
      lead={<Trans>Results you can measure, from a partner that knows your market and speaks your language.</Trans>}
    >
      <KeyFigures look="cards" />
      <CardList look="why" cards={reasons} />
    </Section>
  )
}
