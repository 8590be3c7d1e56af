import { msg } from '@lingui/core/macro'
import type { PageContextServer } from 'vike/types'
import { listPage } from '../noticias/listPage'

// As the first page's (pages/noticias/+description.ts), with its number: each page of the list has its own description.
export default (pageContext: PageContextServer) => {
  const page = listPage(pageContext)
  return msg({
    message: `News from Tecto, page ${page}: our announcements and articles about artificial intelligence, software development and how we work.`,
    comment: 'Description of the news list’s later pages, /noticias/pagina/2 and on',
  })
}
