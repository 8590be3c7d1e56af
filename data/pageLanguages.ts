import { localeSegments, type Locale } from './locales.ts'

/** The languages a page exists in, and where another language's link leads instead, so no page mixes languages. */
export type PageLanguages = {
  locales: readonly Locale[]
  /** The path, without locale, that the other languages' links lead to. */
  elsewhere: string
}

/** Most pages: every language, each link to the same page in it. */
export const everyLanguage: PageLanguages = { locales: localeSegments, elsewhere: '/' }

/** IA Notícia's pages (docs/product/routes.md): Portuguese only; the other languages lead to their home page. */
export const portugueseOnly: PageLanguages = { locales: ['pt-br'], elsewhere: '/' }
