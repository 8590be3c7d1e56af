/**
 * The collections every published language must have in full, as every page links to their entries: a production build
 * leaves out a language lacking one of their files (locales/shippedLocales.ts).
 */
export const everyLanguageCollections = ['legal', 'services'] as const
