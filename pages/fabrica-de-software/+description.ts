import { msg } from '@lingui/core/macro'

export default msg`Tecto's software factory designs, builds and runs web platforms, mobile apps and APIs with Silicon Valley product practice and a senior Brazilian team. Request a proposal.`
