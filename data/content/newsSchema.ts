import * as v from 'valibot'
import { altText, httpsUrl, isoDate, pictureFile, sourceHashField, text } from './fields.ts'

// content/news front matter (docs/content/README.md): the company's own announcement, or a republished press piece naming
// its outlet and original. Apart from the collection, so tests and the editor's checks use it without loading files.

const common = {
  title: text(),
  description: text(),
  date: isoDate(),
  image: pictureFile(),
  imageAlt: altText(),
  /** `true`: only development and preview builds show it, never production (data/news.ts, docs/content/README.md). */
  draft: v.optional(v.boolean('draft is true or left out')),
  ...sourceHashField,
}

export const newsSchema = v.variant(
  'kind',
  [
    v.strictObject({ ...common, kind: v.literal('announcement') }),
    v.strictObject({ ...common, kind: v.literal('press'), outlet: text(), original: httpsUrl() }),
  ],
  'kind must be announcement or press',
)

export type NewsFrontMatter = v.InferOutput<typeof newsSchema>
