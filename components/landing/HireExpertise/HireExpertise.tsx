import { Trans } from '@lingui/react/macro'
import { hireExpertise } from '../../../data/hireExpertise'
import { CardList } from '../../CardList/CardList'
import { Section } from '../../Section/Section'

/** The profiles Tecto places, each with what they do and the technologies they work with. */
export function HireExpertise() {
  return (
    <Section
      id="hire-expertise"
      labelledBy="hire-expertise-title"
      tone="tinted"
      eyebrow={<Trans>Expertise</Trans>}
      title={<Trans>The professionals we place</Trans>}
      lead={<Trans>From a single specialist to a complete squad, at the seniority your project needs.</Trans>}
    >
      <CardList look="expertise" cards={hireExpertise} />
    </Section>
  )
}
