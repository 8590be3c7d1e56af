// https://vike.dev/description
import { msg } from '@lingui/core/macro'

export default msg`Custom software, mobile apps, APIs and AI from a Brazilian team with over 10 years of leadership experience and a network of 1,000+ tech professionals.`
