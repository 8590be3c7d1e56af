import type { Locale } from '../data/locales'

declare global {
  namespace Vike {
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
      }
    }
  }
}

export {}
