import { msg } from '@lingui/core/macro'

/** Tecto's headline numbers (SPEC §9); marketing changes them here only. */
export const keyFigures = [
  {
    id: 'network',
    value: msg({ message: '1,000+', comment: 'Key figure: over one thousand. Use the local thousands separator, e.g. 1.000+' }),
    label: msg`tech professionals in our network`,
  },
  {
    id: 'match',
    value: msg({ message: '3 days', comment: 'Key figure: at most three business days, shown in large type above its label' }),
    label: msg`or less to match a professional to your team`,
  },
  {
    id: 'leadership',
    value: msg({ message: '10+ years', comment: 'Key figure: over ten years, shown in large type above its label' }),
    label: msg`of leadership experience in technology`,
  },
  {
    id: 'projects',
    value: msg({ message: 'US$ 6M+', comment: 'Key figure: over six million US dollars; keep the currency in US dollars' }),
    label: msg`in projects delivered every year`,
  },
] as const

/** One of the key figures. */
export type KeyFigure = (typeof keyFigures)[number]
