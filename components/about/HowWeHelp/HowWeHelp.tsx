import { Trans } from '@lingui/react/macro'
import { helpAreas } from '../../../data/helpAreas'
import { CardList } from '../../CardList/CardList'
import { Section } from '../../Section/Section'

/** How Tecto helps a company, as numbered cards. */
export function HowWeHelp() {
  return (
    <Section
      labelledBy="about-help-title"
      eyebrow={<Trans>How we help</Trans>}
      title={<Trans>How Tecto helps your company</Trans>}
      lead={<Trans>Whether you need a complete product, a stronger team or a smarter process, we adapt to the stage of your business.</Trans>}
    >
      <CardList look="help" cards={helpAreas} />
    </Section>
  )
}
