import { msg } from '@lingui/core/macro'
import type { PageContextServer } from 'vike/types'
import { listPage } from './listPage'

// It names only what every build of the page holds: the videos show only once their ids are supplied (data/companyFacts.ts).
export default (pageContext: PageContextServer) => {
  const page = listPage(pageContext)
  if (page === 1) return msg`News from Tecto: our announcements and articles about artificial intelligence, software development and how we work.`
  return msg({
    message: `News from Tecto, page ${page}: our announcements and articles about artificial intelligence, software development and how we work.`,
    comment: 'Description of the news list’s later pages, /noticias/pagina/2 and on',
  })
}
