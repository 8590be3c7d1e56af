import { msg } from '@lingui/core/macro'
import { matchBusinessDays } from '../../data/claims'

// The claim comes from data/claims.ts; ICU `plural` writes the number and its noun in the page's language.
export default {
  ...msg({
    message:
      'Brazilian software factory for startups, fintechs and large companies: web platforms, mobile apps, APIs, AI and senior tech talent in up to {matchBusinessDays, plural, one {{matchBusinessDays} business day} other {{matchBusinessDays} business days}}.',
    comment: 'Meta description of the home page; {matchBusinessDays} is the longest time to match a professional',
  }),
  values: { matchBusinessDays },
}
