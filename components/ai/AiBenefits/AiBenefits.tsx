import { Trans } from '@lingui/react/macro'
import { aiBenefits } from '../../../data/aiBenefits'
import { CardList } from '../../CardList/CardList'
import { benefitIcon } from '../../CardList/CardList.css'
import { Section } from '../../Section/Section'

/** The row of five benefit cards (docs/product/pages.md): icon, title and description each. */
export function AiBenefits() {
  // The icon illustrates the title beside it: nothing more for a screen reader to hear.
  const cards = aiBenefits.map((benefit) => ({
    ...benefit,
    icon: <img className={benefitIcon} src={benefit.icon} width="56" height="56" alt="" loading="lazy" decoding="async" />,
  }))
  return (
    <Section labelledBy="ai-benefits-title" align="center" eyebrow={<Trans>Benefits</Trans>} title={<Trans>What AI brings to your company</Trans>}>
      <CardList look="benefits" cards={cards} />
    </Section>
  )
}
