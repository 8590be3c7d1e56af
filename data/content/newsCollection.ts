import type { ContentFiles } from './contentFile'
import { readCollection } from './collection'
import { newsSchema } from './newsSchema'

// content/news: Tecto's news, one folder per article (docs/content/README.md), checked against newsSchema.ts.

export const newsCollection = readCollection({
  name: 'news',
  files: import.meta.glob<ContentFiles[string]>('/content/news/*/index.*.md', { eager: true, import: 'default' }),
  schema: newsSchema,
})
