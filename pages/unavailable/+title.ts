import { msg } from '@lingui/core/macro'

export default msg`We’ll be back in a moment — Tecto`
