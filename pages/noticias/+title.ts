import { msg } from '@lingui/core/macro'
import type { PageContextServer } from 'vike/types'
import { listPage } from './listPage'

export default (pageContext: PageContextServer) => {
  const page = listPage(pageContext)
  if (page === 1) return msg`News — Tecto`
  return msg({ message: `News — Tecto (page ${page})`, comment: 'Title of the news list’s later pages, /noticias/pagina/2 and on' })
}
