import { msg } from '@lingui/core/macro'

export default msg`Page not found — Tecto`
