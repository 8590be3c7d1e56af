import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { leadershipYears, matchBusinessDays, networkSize, yearlyProjectValueUsd } from '../../data/claims'

/** One headline figure: its message (the figure and the words after it), the counts its plurals read, and the figure's text. */
export type KeyFigure = { id: string; message: MessageDescriptor; counts: Record<string, number>; figure: string }

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

/** The site's four headline figures (data/claims.ts), with numbers formatted for the page's language ("1.000+" in Portuguese). */
export function useKeyFigures(): KeyFigure[] {
  const { i18n } = useLingui()
  const amount = i18n.number(yearlyProjectValueUsd, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 0 })
  return [
    { id: 'network', message: messages.network, counts: { networkSize }, figure: `${i18n.number(networkSize)}+` },
    { id: 'match', message: messages.match, counts: { matchBusinessDays }, figure: i18n.number(matchBusinessDays) },
    { id: 'leadership', message: messages.leadership, counts: { leadershipYears }, figure: `${i18n.number(leadershipYears)}+` },
    { id: 'projects', message: messages.projects, counts: {}, figure: `${amount}+` },
  ]
}
