/**
 * The content collections every published language must have in full: every page links to their entries (the menus
 * to each service page, the footer and the forms to the privacy policy). A production build leaves out a language
 * that lacks one of their files (locales/shippedLocales.ts); the collections themselves require their files in every
 * language it publishes (`requiredLocales` in legalCollection.ts and servicesCollection.ts).
 */
export const everyLanguageCollections = ['legal', 'services'] as const
