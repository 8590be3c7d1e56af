import { msg } from '@lingui/core/macro'

export default msg`Tecto — custom software, AI and IT outsourcing`
