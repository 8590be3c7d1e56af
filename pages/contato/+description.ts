import { msg } from '@lingui/core/macro'

export default msg`Tell Tecto about your software project or the tech professionals you need. A specialist will reply shortly with the next steps.`
