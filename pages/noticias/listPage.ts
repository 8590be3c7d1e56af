import type { PageContextServer } from 'vike/types'

/** The page of the news list a URL shows: 1 at `/noticias`, n at `/noticias/pagina/{n}` (its +guard.ts checks n). */
export function listPage(pageContext: Pick<PageContextServer, 'routeParams'>): number {
  const param = pageContext.routeParams?.page
  if (param === undefined) return 1
  return /^[1-9]\d*$/.test(param) ? Number(param) : Number.NaN
}
