// Kept apart from newsCollection.ts, which reads the content files at import, so that the content editor's
// configuration (build/cms) can name the same fields without loading the collection.

/** The news fields a translator rewrites; the others are copied from the Portuguese file. */
export const newsTranslatableFields = ['title', 'description', 'outlet'] as const
