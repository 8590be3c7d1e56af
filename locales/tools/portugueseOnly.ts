/** The Portuguese-only pages' sources (IA Notícia, data/routes.ts): their messages are translated into Portuguese only. */
export const portugueseOnlySources = ['components/iaNoticia/', 'pages/ia-noticia/', 'pages/ia-noticia-artigo/', 'data/iaNoticia.ts']

/** The note extraction writes on each such message, in every catalog. */
export const portugueseOnlyNote = 'Shown in Portuguese only (IA Notícia): other catalogs carry the Portuguese, nothing to translate.'

export const isPortugueseOnly = (references: string[]) =>
  references.length > 0 && references.every((reference) => portugueseOnlySources.some((source) => reference.startsWith(source)))
