// https://vike.dev/description
import { msg } from '@lingui/core/macro'

export default msg`Brazilian software factory for startups, fintechs and large companies: web platforms, mobile apps, APIs, AI and senior tech talent in up to 3 business days.`
