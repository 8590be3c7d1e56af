import type { Locale } from './locales'

/** Every page by id, with its path after the locale: menus, footer, prerendering, the sitemap and the server derive from it. */
export const paths = {
  home: '/',
  about: '/quem-somos',
  classicHome: '/classico',
  classicAbout: '/classico/quem-somos',
  aiProducts: '/produtos-de-ia',
  news: '/noticias',
  ai: '/inteligencia-artificial',
  privacy: '/politica-de-privacidade',
  contact: '/contato',
  thanks: '/obrigado',
  hire: '/contrate',
  softwareFactory: '/fabrica-de-software',
  notFound: '/404',
  /** What a proxy in front of the server shows while the server cannot answer (deploy/nginx/, docs/operating/nginx.md). */
  unavailable: '/503',
  iaNoticia: '/ia-noticia',
} as const

export type PageId = keyof typeof paths

/** The landing pages with the lead form, and its anchor on each (docs/recipes/landing-page.md). */
export const leadFormAnchors = { hire: 'hire-form', softwareFactory: 'software-form' } as const satisfies Partial<Record<PageId, string>>

export type LeadFormPage = keyof typeof leadFormAnchors

/** Every page a visitor can post a form from: the contact page and the landing pages. */
export const formPageIds: readonly PageId[] = ['contact', ...(Object.keys(leadFormAnchors) as LeadFormPage[])]

/** Whether a path is IA Notícia's, which exists in Portuguese only (docs/product/routes.md). */
export function isPortugueseOnly(path: string): boolean {
  return path === paths.iaNoticia || path.startsWith(`${paths.iaNoticia}/`)
}

export function servicePath(slug: string): string {
  return `/servicos/${slug}`
}

/** The path after the locale of a news article, e.g. `/noticias/tecnologia-de-ponta-para-o-brasil`. */
export function newsPath(slug: string): string {
  return `${paths.news}/${slug}`
}

/** How many articles a page of the news list shows; the list pages itself past that (docs/product/routes.md). */
export const newsPerPage = 12

/** How many pages a news list of `count` articles has: always one, which says "no news yet" while there are none. */
export function newsPageCount(count: number): number {
  return Math.max(1, Math.ceil(count / newsPerPage))
}

/** The path after the locale of the news list's page `page`: the first is the list itself, the next `/noticias/pagina/2`… */
export function newsListPath(page: number | string): string {
  return page === 1 ? paths.news : `${paths.news}/pagina/${page}`
}

/** The news list's pages after the first, each with the languages whose article `counts` reach it (the same in the
 * pages' `hreflang`, the prerender and the sitemap). */
export function laterNewsListPages(counts: ReadonlyMap<Locale, number>): { path: string; locales: Locale[] }[] {
  const last = new Map([...counts].map(([locale, count]) => [locale, newsPageCount(count)]))
  return Array.from({ length: Math.max(1, ...last.values()) - 1 }, (_, i) => ({
    path: newsListPath(i + 2),
    locales: [...last].filter(([, pages]) => pages >= i + 2).map(([locale]) => locale),
  }))
}

/** The paths of the news list's pages before and after `page` of `count`: its nav's links and its `<link rel>` tags. */
export function newsListNeighbours(page: number, count: number): { prev?: string; next?: string } {
  return { prev: page > 1 ? newsListPath(page - 1) : undefined, next: page < count ? newsListPath(page + 1) : undefined }
}

/** The path of an IA Notícia article after the locale, e.g. `/ia-noticia/{slug}` (Portuguese only). */
export function iaNoticiaArticlePath(slug: string): string {
  return `${paths.iaNoticia}/${slug}`
}

/** The news feed's path after the locale: an Atom feed of that language's articles, written by the build. */
export const newsFeedPath = `${paths.news}/feed.xml`

/** Paths older menus use without a locale: they answer the Portuguese page (docs/product/routes.md). */
export const unprefixedPageIds = ['home', 'about', 'contact', 'privacy'] as const satisfies readonly PageId[]

/** The pages kept out of search results (their `+noindex.ts`): the sitemap leaves them out. */
export const unlistedPageIds: readonly PageId[] = ['notFound', 'unavailable', 'thanks']
