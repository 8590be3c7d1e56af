import { msg } from '@lingui/core/macro'

export default msg({
  message: 'IA Notícia — AI news curation in real time | Tecto',
  comment: 'Page title of the IA Notícia demo, shown in Portuguese only; “IA Notícia” is the product name and stays as it is',
})
