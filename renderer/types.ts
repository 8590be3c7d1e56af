import type { Locale } from '../data/locales'
import type { PageLanguages } from '../data/pageLanguages'

/**
 * A page's translated `<title>` or description: one message for the page, or a function that picks it from the page
 * context, for pages with one URL per item: a catalog message, or text already in the page's language (a content
 * file's title).
 */
export type HeadText =
  | import('@lingui/core').MessageDescriptor
  | ((pageContext: import('vike/types').PageContextServer) => import('@lingui/core').MessageDescriptor | string)

/** What a page's structured data is built from: the page, its language and its address. */
export type SeoContext = {
  pageContext: import('vike/types').PageContextServer
  i18n: import('@lingui/core').I18n
  /** The site's public origin, e.g. `https://tecto.com.br`. */
  origin: string
  /** The page's translated title and description, as in its `<head>`. */
  title: string
  description?: string
  /** The page's canonical URL. */
  canonical: string
  /** The absolute URL of a path in the page's language, e.g. `/noticias` → `https://tecto.com.br/en-us/noticias`. */
  url(path: string): string
}

/** A page's JSON-LD objects (renderer/seo/schemaOrg.ts builds them). */
export type StructuredData = (context: SeoContext) => import('./seo/schemaOrg').JsonLd[]

/** Our own page settings: what a page's `+` files may set, declared as vike `meta` in renderer/+config.ts. */
export type PageSettings = {
  /** Which of the two headers the page shows. */
  header?: 'alternative' | 'standard'
  /** The page's `<title>`, translated. */
  title?: HeadText
  /** The page's meta description, translated. */
  description?: HeadText
  /** Keeps the page out of search results (`<meta name="robots" content="noindex">`), e.g. the 404 page. */
  noindex?: boolean
  /** What link previews call the page: `article` for news articles, `website` otherwise. */
  ogType?: 'website' | 'article'
  /**
   * The page's own link-preview picture with its alt text, from the page context (a news article's); without it, the
   * site's picture (data/socialImage.ts).
   */
  socialImage?: (pageContext: import('vike/types').PageContextServer) => import('../data/socialImage').SocialImage & { alt: string }
  /** The page's schema.org objects, written into its `<head>` as JSON-LD. */
  structuredData?: StructuredData
  /** The languages the page exists in (default: all), or a function of the page context for pages with one URL per item. */
  languages?: PageLanguages | ((pageContext: import('vike/types').PageContextServer) => PageLanguages)
}

declare global {
  namespace Vike {
    // Declared once: vike types `pageContext.config` from this same interface.
    interface Config extends PageSettings {}
    interface PageContext {
      /** The page's language, read from the first path segment by `+onBeforeRoute`. */
      locale: Locale
      /** The path without the locale segment, which vike routes on. */
      urlLogical?: string
      /** The page component. */
      Page?: () => React.ReactNode
      /** The languages this page exists in, resolved from its `languages` setting when it renders (renderer/+onRenderHtml.tsx). */
      languages?: PageLanguages
      /** Set when the lead server renders a form page to answer a refused post without JavaScript. */
      formReply?: import('../data/forms/formReply').FormReply
    }
  }
}
