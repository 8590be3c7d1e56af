import type { I18n, MessageDescriptor } from '@lingui/core'
import type { PageContextServer } from 'vike/types'
import type { Locale } from '../data/locales'
import type { PageLanguages } from '../data/pageLanguages'
import type { SocialImage } from '../data/socialImage'
import type { JsonLd } from './seo/schemaOrg'

/** A page's `<title>` or description: a message, or a function of the page context giving a message or text in its language. */
export type HeadText = MessageDescriptor | ((pageContext: PageContextServer) => MessageDescriptor | string)

export type SeoContext = {
  pageContext: PageContextServer
  i18n: I18n
  /** The site's public origin, e.g. `https://tecto.com.br`. */
  origin: string
  title: string
  description?: string
  canonical: string
  /** The absolute URL of a path in the page's language, e.g. `/noticias` → `https://tecto.com.br/en-us/noticias`. */
  url(path: string): string
}

export type StructuredData = (context: SeoContext) => JsonLd[]

/** Our own page settings: what a page's `+` files may set, declared as vike `meta` in renderer/+config.ts. */
export type PageSettings = {
  header?: 'alternative' | 'standard'
  title?: HeadText
  description?: HeadText
  /** Keeps the page out of search results, e.g. the 404 page. */
  noindex?: boolean
  /** What link previews call the page: `article` for news articles. */
  ogType?: 'website' | 'article'
  /** The page's own link-preview picture (a news article's); without it, the site's (data/socialImage.ts). */
  socialImage?: (pageContext: PageContextServer) => SocialImage & { alt: string }
  structuredData?: StructuredData
  /** A paged list's pages before and after this one, as paths after the locale: its `<link rel="prev">` and `<link rel="next">`. */
  pagination?: (pageContext: PageContextServer) => { prev?: string; next?: string }
  /** The languages the page exists in (default: all), or a function of the page context for pages with one URL per item. */
  languages?: PageLanguages | ((pageContext: PageContextServer) => PageLanguages)
}

declare global {
  namespace Vike {
    // Declared once: vike types `pageContext.config` from this same interface.
    interface Config extends PageSettings {}
    interface PageContext {
      /** The page's language, read from the first path segment by `+onBeforeRoute`. */
      locale: Locale
      Page?: () => React.ReactNode
      /** The languages this page exists in, resolved from its `languages` setting when it renders. */
      languages?: PageLanguages
      /** Set when the lead server renders a form page to answer a refused post without JavaScript. */
      formReply?: import('../data/forms/formReply').FormReply
    }
  }
}
