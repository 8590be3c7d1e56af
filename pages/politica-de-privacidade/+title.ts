import { msg } from '@lingui/core/macro'

export default msg`Privacy policy — Tecto`
