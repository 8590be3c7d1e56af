import { msg } from '@lingui/core/macro'

export default msg`About Tecto — mission, values and leadership`
