import { msg } from '@lingui/core/macro'

export default msg`AI products — Tecto`
