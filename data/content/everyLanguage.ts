/** The collections every published language needs in full, as every page links to them (locales/shippedLocales.ts). */
export const everyLanguageCollections = ['legal', 'services'] as const
