import { msg } from '@lingui/core/macro'

export default msg`How Tecto collects, uses, shares and protects personal data on its website, and how to exercise your rights under Brazil’s LGPD.`
