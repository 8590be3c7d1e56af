import { Trans } from '@lingui/react/macro'
import { values } from '../../../data/values'
import { CardList } from '../../CardList/CardList'
import { valueIcon } from '../../CardList/CardList.css'
import { DecorativeIcon } from '../../DecorativeIcon/DecorativeIcon'
import { Section } from '../../Section/Section'

/** Tecto's values (innovation, excellence, partnership, ethics, people development) as a grid of cards. */
export function Values() {
  const cards = values.map((value) => ({
    ...value,
    icon: (
      <span className={valueIcon}>
        <DecorativeIcon name={`value-${value.id}`} size={28} />
      </span>
    ),
  }))
  return (
    <Section
      labelledBy="about-values-title"
      tone="tinted"
      eyebrow={<Trans>Our values</Trans>}
      title={<Trans>What guides our work</Trans>}
      lead={<Trans>Five principles shape how we work with clients, with partners and with each other.</Trans>}
    >
      <CardList look="values" cards={cards} />
    </Section>
  )
}
