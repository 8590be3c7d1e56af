import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { transformCards } from '../../../data/transformCards'
import { ButtonLink } from '../../Button/Button'
import { Section } from '../../Section/Section'
import { DecorativeIcon } from '../../DecorativeIcon/DecorativeIcon'
import * as styles from './TransformCards.css'

/** "Transform your business": three things a visitor may want, each with a "How?" button to the page that answers it. */
export function TransformCards() {
  const { _ } = useLingui()
  return (
    <Section
      labelledBy="transform-title"
      width="wide"
      align="center"
      eyebrow={<Trans>What do you need today?</Trans>}
      title={<Trans>Transform your business with technology</Trans>}
      lead={<Trans>Pick where you want to start. We take it from there, with a plan, a team and a date.</Trans>}
    >
      <ul className={styles.grid}>
        {transformCards.map((card) => (
          <li key={card.id} className={styles.card}>
            <DecorativeIcon className={styles.icon} name={card.icon} size={64} />
            <h3 id={`transform-${card.id}-title`} className={styles.title}>
              {_(card.title)}
            </h3>
            <p className={styles.text}>{_(card.text)}</p>
            {/* Named "How? <card title>", so the three buttons are told apart out of context. */}
            <ButtonLink href={card.href} variant="secondary" className={styles.action} aria-labelledby={`transform-${card.id}-how transform-${card.id}-title`}>
              <span id={`transform-${card.id}-how`}>
                <Trans comment="Button on each 'transform your business' card, leading to the page that explains how">How?</Trans>
              </span>
              <span aria-hidden="true">→</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Section>
  )
}
