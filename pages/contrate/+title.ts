// https://vike.dev/title
import { msg } from '@lingui/core/macro'
import { matchBusinessDays } from '../../data/claims'

// The claim comes from data/claims.ts; ICU `number` formats it in the page's language.
export default {
  ...msg({ message: 'Hire tech professionals in up to {matchBusinessDays, number} business days — Tecto' }),
  values: { matchBusinessDays },
}
