import { msg } from '@lingui/core/macro'

export default msg`Tecto's mission, vision and values, the leadership behind the company and the services it offers companies in Brazil and abroad.`
