// The front matter fields a translator rewrites, per collection: apart from the collections, so the editor (cms/) loads no content for them.

/** The translated front matter fields of each collection, by its folder under content/. */
export const translatableFields = {
  // A press piece's outlet is a name: written once, in the Portuguese file, and copied into each translation.
  news: ['title', 'description', 'imageAlt'],
  services: ['title', 'subtitle', 'steps', 'deliverables', 'idealFor'],
  // Nothing: IA Notícia's articles exist in Portuguese alone.
  'ia-noticia': [],
  legal: ['title', 'intro'],
} as const satisfies Record<string, readonly string[]>

/** A collection's folder under content/. */
export type CollectionName = keyof typeof translatableFields
