import { msg } from '@lingui/core/macro'

export default msg`The page you were looking for does not exist or has moved. Continue to Tecto’s home page, services or contact.`
