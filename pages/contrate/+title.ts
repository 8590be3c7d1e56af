import { msg } from '@lingui/core/macro'
import { matchBusinessDays } from '../../data/claims'

// The claim comes from data/claims.ts; ICU `plural` writes the number and its noun in the page's language.
export default {
  ...msg({
    message:
      'Hire tech professionals in up to {matchBusinessDays, plural, one {{matchBusinessDays} business day} other {{matchBusinessDays} business days}} — Tecto',
  }),
  values: { matchBusinessDays },
}
