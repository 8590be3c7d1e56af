import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react'
import { leadershipYears, matchBusinessDays, networkSize, yearlyProjectValueUsd } from '../../data/claims'
import { classNames } from '../classNames/classNames'
import * as styles from './KeyFigures.css'

// Each figure and its noun are one message, so a translator sees the whole claim and its plural. Every plural
// branch opens with {figure}: the page puts the number there in large type, and the words that follow are the label.
const messages = {
  network: msg({
    message: '{networkSize, plural, one {{figure} qualified professional in our network} other {{figure} qualified professionals in our network}}',
  }),
  match: msg({
    message:
      '{matchBusinessDays, plural, one {{figure} business day or less to match you with the right professional} other {{figure} business days or less to match you with the right professional}}',
  }),
  leadership: msg({
    message: '{leadershipYears, plural, one {{figure} year of leadership experience} other {{figure} years of leadership experience}}',
  }),
  projects: msg({ message: '{figure} in projects delivered every year' }),
}

type KeyFiguresProps = {
  /** `band` on dark bands, `cards` on gradient cards (about), `hero` under the hire hero's button. */
  look?: keyof typeof styles.looks
  /** The ids of the figures to show (`messages`); all four by default. */
  only?: readonly (keyof typeof messages)[]
  className?: string
}

/** Tecto's headline numbers (data/claims.ts) in large type, formatted for the page's language ("1.000+" in Portuguese), each followed by its label. */
export function KeyFigures({ look = 'band', only, className }: KeyFiguresProps) {
  const { i18n } = useLingui()
  const { list, item, value } = styles.looks[look]
  const amount = i18n.number(yearlyProjectValueUsd, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 0 })
  const figures = [
    { id: 'network', counts: { networkSize }, figure: `${i18n.number(networkSize)}+` },
    { id: 'match', counts: { matchBusinessDays }, figure: i18n.number(matchBusinessDays) },
    { id: 'leadership', counts: { leadershipYears }, figure: `${i18n.number(leadershipYears)}+` },
    { id: 'projects', counts: {}, figure: `${amount}+` },
  ] as const
  return (
    <ul className={classNames(list, className)}>
      {figures
        .filter(({ id }) => !only || only.includes(id))
        .map(({ id, counts, figure }) => (
          <li key={id} className={item}>
            <Trans id={messages[id].id} message={messages[id].message} values={{ ...counts, figure: <strong className={value}>{figure}</strong> }} />
          </li>
        ))}
    </ul>
  )
}
