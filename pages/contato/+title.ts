import { msg } from '@lingui/core/macro'

export default msg`Contact us — Tecto`
