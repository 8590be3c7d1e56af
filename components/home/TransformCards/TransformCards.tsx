import { Trans } from '@lingui/react/macro'
import { transformCards } from '../../../data/transformCards'
import { ButtonLink } from '../../Button/Button'
import { CardList } from '../../CardList/CardList'
import { transformAction, transformIcon } from '../../CardList/CardList.css'
import { DecorativeIcon } from '../../DecorativeIcon/DecorativeIcon'
import { Section } from '../../Section/Section'

/** "Transform your business": three things a visitor may want, each with a "How?" button to the page that answers it. */
export function TransformCards() {
  const cards = transformCards.map((card) => ({
    ...card,
    description: card.text,
    icon: <DecorativeIcon className={transformIcon} name={card.icon} size={64} />,
    // Named "How? <card title>", so the three buttons are told apart out of context.
    action: (
      <ButtonLink href={card.href} variant="secondary" className={transformAction} aria-labelledby={`transform-${card.id}-how transform-${card.id}`}>
        <span id={`transform-${card.id}-how`}>
          <Trans comment="Button on each 'transform your business' card, leading to the page that explains how">How?</Trans>
        </span>
        <span aria-hidden="true">→</span>
      </ButtonLink>
    ),
  }))
  return (
    <Section
      labelledBy="transform-title"
      align="center"
      eyebrow={<Trans>What do you need today?</Trans>}
      title={<Trans>Transform your business with technology</Trans>}
      lead={<Trans>Pick where you want to start. We take it from there, with a plan, a team and a date.</Trans>}
    >
      <CardList look="transform" cards={cards} />
    </Section>
  )
}
