import { msg } from '@lingui/core/macro'
import { matchBusinessDays, networkSize } from '../../data/claims'

// The claims come from data/claims.ts; ICU `number` formats them in the page's language ("1.000" in Portuguese).
export default {
  ...msg({
    message:
      "Hire developers, designers, QA, data and DevOps specialists from Tecto's network of over {networkSize, number} qualified professionals, matched to your team in up to {matchBusinessDays, plural, one {{matchBusinessDays} business day} other {{matchBusinessDays} business days}}.",
  }),
  values: { networkSize, matchBusinessDays },
}
