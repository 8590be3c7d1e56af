import { msg } from '@lingui/core/macro'

export default msg`Software factory: web platforms, apps and APIs built for you — Tecto`
