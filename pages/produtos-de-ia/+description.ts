import { msg } from '@lingui/core/macro'

export default msg`Tecto's AI products: a sales agent, a management assistant, IA Notícia news curation, an educational assistant for children and rental management.`
