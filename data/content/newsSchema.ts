import * as v from 'valibot'
import { altText, httpsUrl, isoDate, pictureFile, sourceHashField, text } from './fields.ts'

// The front matter of content/news (docs/content/README.md): an article is either the company's own announcement or
// a press piece republished here, which then names its outlet and the original's address. Apart from the collection,
// which reads the files when imported, so that the tests and the content editor's checks can use it anywhere.

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

/** The front matter of a news article. */
export const newsSchema = v.variant(
  'kind',
  [
    v.strictObject({ ...common, kind: v.literal('announcement') }),
    v.strictObject({ ...common, kind: v.literal('press'), outlet: text(), original: httpsUrl() }),
  ],
  'kind must be announcement or press',
)

export type NewsFrontMatter = v.InferOutput<typeof newsSchema>
