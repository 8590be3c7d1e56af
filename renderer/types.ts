import type { Locale } from '../data/locales'

declare global {
  namespace Vike {
    /** Our own page settings, declared as vike `meta` in renderer/+config.ts. */
    interface Config {
      header?: 'alternative' | 'standard'
      title?: import('@lingui/core').MessageDescriptor
      description?: import('@lingui/core').MessageDescriptor
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
        title?: import('@lingui/core').MessageDescriptor
        /** The page's meta description, translated. */
        description?: import('@lingui/core').MessageDescriptor
        /** Keeps the page out of search results (`<meta name="robots" content="noindex">`), e.g. the 404 page. */
        noindex?: boolean
      }
    }
  }
}

export {}
