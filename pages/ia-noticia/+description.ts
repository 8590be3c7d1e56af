import { msg } from '@lingui/core/macro'

export default msg({
  message: 'IA Notícia, by Tecto, monitors the trusted news portals you choose, follows any niche subject and curates the content on its own, in real time.',
  comment: 'Meta description of the IA Notícia demo, shown in Portuguese only',
})
