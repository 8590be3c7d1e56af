import { msg } from '@lingui/core/macro'

export default msg`Artificial intelligence for companies — Tecto`
