/**
 * Every page of the site, by id, with its path after the locale segment.
 * Menus, footer, prerendering, the sitemap and the server all derive from this one list.
 */
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

/** A page id, e.g. `about`. */
export type PageId = keyof typeof paths

/**
 * The landing pages that carry the lead form, each with the form's anchor (`/contrate#hire-form`): the page passes
 * its own to the form, the server answers a refused post with these pages, the tests fill them
 * (docs/recipes/landing-page.md).
 */
export const leadFormAnchors = { hire: 'hire-form', softwareFactory: 'software-form' } as const satisfies Partial<Record<PageId, string>>

/** A landing page with the lead form. */
export type LeadFormPage = keyof typeof leadFormAnchors

/** Every page a visitor can post a form from: the contact page and the landing pages. */
export const formPageIds: readonly PageId[] = ['contact', ...(Object.keys(leadFormAnchors) as LeadFormPage[])]

/**
 * IA Notícia exists in Portuguese only (docs/product/routes.md): its list answers at `/ia-noticia` (and `/pt-br/ia-noticia`),
 * its articles at `/pt-br/ia-noticia/{slug}`. The language switcher sends other languages to their home page.
 */
export function isPortugueseOnly(path: string): boolean {
  return path === paths.iaNoticia || path.startsWith(`${paths.iaNoticia}/`)
}

/** The path after the locale of a service detail page. */
export function servicePath(slug: string): string {
  return `/servicos/${slug}`
}

/** The path after the locale of a news article, e.g. `/noticias/tecnologia-de-ponta-para-o-brasil`. */
export function newsPath(slug: string): string {
  return `${paths.news}/${slug}`
}

/** The news feed's path after the locale: an Atom feed of that language's articles, written by the build. */
export const newsFeedPath = `${paths.news}/feed.xml`

/**
 * Paths older menus use without a locale segment: they answer the Portuguese page,
 * whose canonical URL is the `/pt-br/…` one (docs/product/routes.md).
 */
export const unprefixedPageIds = ['home', 'about', 'contact', 'privacy'] as const satisfies readonly PageId[]
