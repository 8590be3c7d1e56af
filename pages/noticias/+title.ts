import { msg } from '@lingui/core/macro'

export default msg`News — Tecto`
