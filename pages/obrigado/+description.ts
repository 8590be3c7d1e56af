import { msg } from '@lingui/core/macro'

export default msg`Your message reached Tecto. Our team will reply soon, usually on WhatsApp.`
