import { msg } from '@lingui/core/macro'

export default msg`AI agents, automation and data solutions built by Tecto: efficient automation, smarter decisions, personalization, lower costs and a more productive team.`
