import * as v from 'valibot'
import type { ContentFiles } from './contentFile'
import { readCollection } from './collection'
import { translatableFields } from './translatableFields'
import { httpsUrl, isoDate, pictureFile, sourceHashField, text } from './fields'

// content/news: Tecto's news, one folder per article (docs/content/README.md). An article is either the company's own
// announcement or a press piece republished here, which then names its outlet and the original's address.

const common = {
  title: text(),
  description: text(),
  date: isoDate(),
  image: pictureFile(),
  ...sourceHashField,
}

/** The front matter of a news article. */
export const newsSchema = v.variant(
  'kind',
  [
    v.strictObject({ ...common, kind: v.literal('announcement') }),
    v.strictObject({ ...common, kind: v.literal('press'), outlet: text(), original: httpsUrl() }),
  ],
  'kind must be announcement or press',
)

/** The news articles' front matter as the pages read it. */
export type NewsFrontMatter = v.InferOutput<typeof newsSchema>

/** The news collection, checked. */
export const newsCollection = readCollection({
  name: 'news',
  files: import.meta.glob<ContentFiles[string]>('/content/news/*/index.*.md', { eager: true, import: 'default' }),
  schema: newsSchema,
  translatableFields: translatableFields.news,
})
