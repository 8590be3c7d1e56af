import * as v from 'valibot'
import { matchBusinessDays, networkSize } from '../claims'
import { completeLocales } from '../locales'
import { services } from '../services'
import type { ContentFiles } from './contentFile'
import { readCollection } from './collection'
import { sourceHashField, text, textList } from './fields'

// content/services: each service page's text in every language (docs/product/pages.md); name, description and picture stay in data/services.ts.

/** The marketing claims (data/claims.ts) a service page may state, written `{{networkSize}}` in its text. */
export const serviceFigures = { matchBusinessDays, networkSize } as const

/** How an engagement runs, in three stages: discovery, delivery, support. */
const step = v.strictObject({ title: text(), text: text() })

export const serviceSchema = v.strictObject({
  /** The page's `<title>`, for search results. */
  title: text(),
  /** The banner's sentence under the service's name. */
  subtitle: text(),
  steps: v.pipe(v.array(step, 'must be a list'), v.length(3, 'must list exactly 3 stages: discovery, delivery, support')),
  /** What the client gets. */
  deliverables: textList(3),
  /** The kinds of client the service suits. */
  idealFor: textList(2),
  ...sourceHashField,
})

export type ServiceFrontMatter = v.InferOutput<typeof serviceSchema>

export const servicesCollection = readCollection({
  name: 'services',
  files: import.meta.glob<ContentFiles[string]>('/content/services/*/index.*.md', { eager: true, import: 'default' }),
  schema: serviceSchema,
  // Every complete language (data/content/everyLanguage.ts); a preview of an incomplete one shows the Portuguese.
  requiredLocales: completeLocales,
  slugs: { expected: services.map((service) => service.slug), reason: 'every service of data/services.ts has a page, and only those' },
  placeholders: Object.keys(serviceFigures),
})
