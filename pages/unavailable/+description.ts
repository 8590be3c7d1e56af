import { msg } from '@lingui/core/macro'

export default msg`Tecto’s site is being updated. Try again in a minute.`
