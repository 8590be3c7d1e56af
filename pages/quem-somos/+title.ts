import { msg } from '@lingui/core/macro'

export default msg`About us — Tecto, software factory and tech talent`
