import { msg } from '@lingui/core/macro'
import { leadershipYears, networkSize } from '../../data/claims'

// The claims come from data/claims.ts, formatted in the page's language.
export default {
  ...msg({
    message:
      'Custom software, mobile apps, APIs and AI from a Brazilian team with over {leadershipYears, plural, one {{leadershipYears} year} other {{leadershipYears} years}} of leadership experience and a network of {networkSize, number}+ tech professionals.',
    comment: 'Meta description of the classic home page',
  }),
  values: { leadershipYears, networkSize },
}
