import { msg } from '@lingui/core/macro'

export default msg({
  message: 'A news article curated by IA Notícia: its relevance score, the portals that covered it and the summary written by the AI.',
  comment: 'Meta description of an article in the IA Notícia demo, shown in Portuguese only',
})
