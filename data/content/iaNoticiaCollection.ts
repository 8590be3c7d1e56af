import * as v from 'valibot'
import { portugueseOnly } from '../pageLanguages'
import type { ContentFiles } from './contentFile'
import { readCollection } from './collection'
import { isoDate, pictureFile, text, textList } from './fields'

// content/ia-noticia: the IA Notícia demo's pieces, in Portuguese as the portal wrote them, with what IA Notícia made of them (docs/product/pages.md).

/** A relevance range as the product shows it, e.g. `8-10`: two scores from 0 to 10, the lower first. */
const relevanceRange = () =>
  v.pipe(
    v.string('must be a range written like 8-10'),
    v.check((value) => {
      const [, low, high] = /^(\d{1,2})-(\d{1,2})$/.exec(value) ?? []
      return low !== undefined && high !== undefined && Number(low) <= Number(high) && Number(high) <= 10
    }, 'must be a range within 0-10 written like 8-10, the lower score first'),
  )

export const iaNoticiaSchema = v.strictObject({
  /** The portal's original title. */
  title: text(),
  /** The day the portal published it. */
  date: isoDate(),
  image: pictureFile(),
  /** How relevant it is to the subjects followed. */
  relevance: relevanceRange(),
  tags: v.optional(textList()),
  /** The title IA Notícia wrote for it (fixed demo text, not computed on the page). */
  generatedTitle: text(),
  /** The summary IA Notícia wrote of it. */
  generatedSummary: text(),
})

export type IaNoticiaFrontMatter = v.InferOutput<typeof iaNoticiaSchema>

export const iaNoticiaCollection = readCollection({
  name: 'ia-noticia',
  files: import.meta.glob<ContentFiles[string]>('/content/ia-noticia/*/index.*.md', { eager: true, import: 'default' }),
  schema: iaNoticiaSchema,
  checkFile: ({ locale }) => (portugueseOnly.locales.includes(locale) ? [] : [{ problem: 'IA Notícia is Portuguese only (pt-br files only)' }]),
})
