import { msg } from '@lingui/core/macro'

export default msg`Meet Tecto: a Brazilian software factory that brings Silicon Valley product practice to your company, with a network of senior tech professionals and hands-on leadership.`
