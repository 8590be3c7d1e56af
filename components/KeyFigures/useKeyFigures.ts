import { useLingui } from '@lingui/react/macro'
import { leadershipYears, matchBusinessDays, networkSize, yearlyProjectValueUsd } from '../../data/claims'

/** SPEC §9's four headline figures, with numbers formatted for the page's language ("1.000+" in Portuguese). */
export function useKeyFigures() {
  const { t, i18n } = useLingui()
  const count = i18n.number(networkSize)
  const years = i18n.number(leadershipYears)
  const amount = i18n.number(yearlyProjectValueUsd, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 0 })
  return [
    { id: 'network', figure: t({ message: `${count}+`, comment: 'Big figure: more than this many professionals' }), label: t`qualified professionals in our network` },
    { id: 'match', figure: t({ message: `Up to ${matchBusinessDays}`, comment: 'Big figure, followed by "business days to match you…"' }), label: t`business days to match you with the right professional` },
    { id: 'leadership', figure: t({ message: `${years}+`, comment: 'Big figure: more than this many years' }), label: t`years of leadership experience` },
    { id: 'projects', figure: t({ message: `${amount}+`, comment: 'Big figure: more than this amount of US dollars, e.g. "$6M+"' }), label: t`in projects delivered every year` },
  ]
}
