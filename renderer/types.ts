import type { Locale } from '../data/locales'

/**
 * A page's translated `<title>` or description: one message for the page, or a function that picks the message
 * from the page context, for pages with one URL per item (a service page's title depends on its slug).
 */
export type HeadText =
  | import('@lingui/core').MessageDescriptor
  | ((pageContext: import('vike/types').PageContextServer) => import('@lingui/core').MessageDescriptor)

declare global {
  namespace Vike {
    /** Our own page settings, declared as vike `meta` in renderer/+config.ts. */
    interface Config {
      header?: 'alternative' | 'standard'
      title?: HeadText
      description?: HeadText
      noindex?: boolean
    }
    interface PageContext {
      /** The page's language, read from the first path segment by `+onBeforeRoute`. */
      locale: Locale
      /** The path without the locale segment, which vike routes on. */
      urlLogical?: string
      /** The page component. */
      Page?: () => React.ReactNode
      config: {
        /** Which of the spec's two headers the page shows. */
        header?: 'alternative' | 'standard'
        /** The page's `<title>`, translated. */
        title?: HeadText
        /** The page's meta description, translated. */
        description?: HeadText
        /** Keeps the page out of search results (`<meta name="robots" content="noindex">`), e.g. the 404 page. */
        noindex?: boolean
      }
    }
  }
}

export {}
