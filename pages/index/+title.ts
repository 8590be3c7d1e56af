import { msg } from '@lingui/core/macro'

export default msg`Tecto — software factory and tech talent`
