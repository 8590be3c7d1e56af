import * as v from 'valibot'
import { codeLocales, isCodeLocale, isLocale, localeSegments, type Locale } from '../locales.ts'
import type { ContentFile, ContentFiles, ContentImage } from './contentFile.ts'
import { unknownPlaceholders } from './placeholders.ts'
import { sourceHash } from './sourceHash.ts'
import { type CollectionName, translatableFields } from './translatableFields.ts'

// A collection is a folder of content/ (docs/content/README.md): a folder per entry, in it a Markdown file per language.

/** The language content is written in first; translations record which revision of it they were made from. */
export const sourceLocale: Locale = 'pt-br'

/** Something wrong with a content file, named the way an editor finds it: the file, then the field. */
export type ContentProblem = { file: string; field?: string; problem: string }

/** One language of an entry: its front matter as the schema reads it, plus its rendered body and picture. */
export type Localized<T> = T & { slug: string; locale: Locale; file: string; html: string; picture?: ContentImage }

export type Entry<T> = { slug: string; locales: Locale[]; translations: Partial<Record<Locale, Localized<T>>> }

/** What a collection is made of: its folder under content/, its compiled files (an eager `import.meta.glob`), its schema. */
export type CollectionDefinition<S extends v.GenericSchema> = {
  name: CollectionName
  files: ContentFiles
  schema: S
  /** Languages every entry must have: those the site links to whatever the entry (e.g. service pages). */
  requiredLocales?: readonly Locale[]
  /** What the schema cannot see: checks of the rendered body, such as the anchors other pages link to. */
  checkFile?: (file: ContentFile) => { field?: string; problem: string }[]
  /** The entries it must have, no more and no fewer, and why. */
  slugs?: { expected: readonly string[]; reason: string }
  /** The `{{name}}`s its texts may hold, for its pages to fill in; any other `{{…}}` is a problem. */
  placeholders?: readonly string[]
}

/** A checked collection: its valid entries, what is wrong with its files, and its translations that are out of date. */
export type Collection<T> = {
  name: CollectionName
  entries: Entry<T>[]
  problems: ContentProblem[]
  staleTranslations: ContentProblem[]
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

function describeIssue(issue: v.BaseIssue<unknown>): { field?: string; problem: string } {
  const path = v.getDotPath(issue) ?? undefined
  if (issue.input === undefined && path) return { field: path, problem: 'is missing' }
  if (issue.type === 'strict_object') return { field: path, problem: 'is not a field of this collection (a typo?)' }
  return { field: path, problem: issue.message }
}

/** Whether front matter is fields (`name: value` lines), rather than a list or a lone value. */
const isFields = (frontMatter: unknown) => typeof frontMatter === 'object' && frontMatter !== null && !Array.isArray(frontMatter)

/** The problems of one file besides its schema: its name, its YAML and its picture. */
function fileProblems(file: ContentFile): ContentProblem[] {
  const problems: ContentProblem[] = []
  if (!slugPattern.test(file.slug))
    problems.push({ file: file.file, problem: 'the folder name is the page address: lowercase letters, digits and hyphens only' })
  if (!isCodeLocale(file.locale))
    problems.push({ file: file.file, problem: `"${file.locale}" is not one of the site's languages (${codeLocales.map((l) => l.segment).join(', ')})` })
  if (file.yamlError) problems.push({ file: file.file, problem: `the front matter is not valid YAML: ${file.yamlError}` })
  if (!isFields(file.frontMatter)) problems.push({ file: file.file, problem: 'the front matter must be fields, one `name: value` a line' })
  const image = (file.frontMatter as { image?: unknown } | null)?.image
  if (file.pictureProblem) problems.push({ file: file.file, field: 'image', problem: file.pictureProblem })
  else if (typeof image === 'string' && !file.image) problems.push({ file: file.file, field: 'image', problem: `there is no file "${image}" beside this one` })
  if (file.image && !(file.image.width > 0 && file.image.height > 0))
    problems.push({ file: file.file, field: 'image', problem: 'the SVG needs width and height, or a viewBox' })
  return problems
}

/** The problems of one file against its collection's own rules: the placeholders its text may hold. */
function collectionProblems({ placeholders = [] }: CollectionDefinition<v.GenericSchema>, file: ContentFile): ContentProblem[] {
  // A collection without placeholders refuses any: `{{…}}` there would reach the page as it is.
  const known = placeholders.map((name) => `{{${name}}}`).join(', ') || 'none'
  return unknownPlaceholders(file.frontMatter, file.body, placeholders).map(({ field, names }) => {
    const problem = `${names.map((name) => `{{${name}}}`).join(', ')} is not a placeholder of this collection (${known})`
    return { file: file.file, field, problem: field ? problem : `the text: ${problem}` }
  })
}

/** The problems of a collection as a whole: an entry it must have and lacks, or one it must not have. */
function entryProblems(definition: CollectionDefinition<v.GenericSchema>): ContentProblem[] {
  if (!definition.slugs) return []
  const { expected, reason } = definition.slugs
  const present = new Set(Object.values(definition.files).map((file) => file.slug))
  const missing = expected.filter((slug) => !present.has(slug))
  const unexpected = [...present].filter((slug) => !expected.includes(slug)).sort()
  return [
    ...missing.flatMap((slug) =>
      (definition.requiredLocales ?? [sourceLocale]).map((locale) => ({
        file: `content/${definition.name}/${slug}/index.${locale}.md`,
        problem: `is missing: ${reason}`,
      })),
    ),
    ...unexpected.map((slug) => ({ file: `content/${definition.name}/${slug}/`, problem: `is not an entry this collection may have: ${reason}` })),
  ]
}

/** Reads a collection: every file checked, valid ones grouped into entries (see the comment at the top of this file). */
export function readCollection<S extends v.GenericSchema>(definition: CollectionDefinition<S>): Collection<v.InferOutput<S>> {
  type Output = v.InferOutput<S>
  const problems: ContentProblem[] = entryProblems(definition)
  const bySlug = new Map<string, Entry<Output>>()
  for (const file of Object.values(definition.files).sort((a, b) => a.file.localeCompare(b.file))) {
    const own = [
      ...fileProblems(file),
      ...collectionProblems(definition, file),
      ...(definition.checkFile?.(file) ?? []).map((problem) => ({ file: file.file, ...problem })),
    ]
    const parsed = v.safeParse(definition.schema, file.frontMatter)
    if (!parsed.success && !file.yamlError && isFields(file.frontMatter))
      own.push(...parsed.issues.map((issue) => ({ file: file.file, ...describeIssue(issue) })))
    problems.push(...own)
    if (definition.slugs && !definition.slugs.expected.includes(file.slug)) continue
    // A file of a language this build does not publish (data/locales.ts) is checked, never shown.
    if (own.length || !parsed.success || !isLocale(file.locale)) continue
    const entry = bySlug.get(file.slug) ?? { slug: file.slug, locales: [], translations: {} }
    const { slug, locale, html, image: picture } = file
    entry.translations[locale] = { ...(parsed.output as Output & object), slug, locale, file: file.file, html, picture }
    bySlug.set(slug, entry)
  }
  const entries = [...bySlug.values()]
  for (const entry of entries) entry.locales = localeSegments.filter((locale) => entry.translations[locale])
  for (const locale of definition.requiredLocales ?? [])
    for (const { slug } of entries.filter((entry) => !entry.translations[locale]))
      problems.push({
        file: `content/${definition.name}/${slug}/index.${locale}.md`,
        problem: 'is missing: every entry of this collection is shown in this language',
      })
  return { name: definition.name, entries, problems, staleTranslations: staleTranslations(definition) }
}

/** The translations whose Portuguese source changed since they were made (or that never recorded it). */
function staleTranslations(definition: CollectionDefinition<v.GenericSchema>): ContentProblem[] {
  const files = Object.values(definition.files)
  return files.flatMap((file) => {
    const source = files.find((candidate) => candidate.slug === file.slug && candidate.locale === sourceLocale)
    if (!source || file === source) return []
    const recorded = (file.frontMatter as { sourceHash?: unknown } | null)?.sourceHash
    const current = sourceHash(source.frontMatter as Record<string, unknown>, translatableFields[definition.name], source.body)
    if (recorded === current) return []
    const problem = recorded === undefined ? 'records no source revision' : `translates an older revision of ${source.file}`
    return [{ file: file.file, field: 'sourceHash', problem }]
  })
}

/** A collection's entries, or an error naming every problem: the build stops rather than publish a broken file. */
export function entriesOrThrow<T>(collection: Collection<T>): Entry<T>[] {
  if (collection.problems.length === 0) return collection.entries
  const lines = collection.problems.map(formatProblem)
  const error = new Error(`content/${collection.name} has ${lines.length} problem(s); npm run content:check lists them:\n${lines.join('\n')}`)
  // The lines are the whole story: where in the code it was noticed would only hide them from the editor.
  error.stack = error.message
  throw error
}

/** An entry's text in a language; only a preview publishes a language without its file (data/locales.ts): it shows the Portuguese. */
export function localizedEntry<T>(collection: Collection<T>, slug: string, locale: Locale): Localized<T> {
  const translations = entriesOrThrow(collection).find((entry) => entry.slug === slug)?.translations
  const text = translations?.[locale] ?? translations?.[sourceLocale]
  if (!text) throw new Error(`content/${collection.name}/${slug}/index.${locale}.md is missing`)
  return text
}

/** Newest first, then by slug: the order of the news and IA Notícia lists. */
export const newestFirst = <T extends { date: string; slug: string }>(a: T, b: T) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)

/** A problem on one line: `file: field: problem`. */
export function formatProblem({ file, field, problem }: ContentProblem): string {
  return field ? `${file}: ${field}: ${problem}` : `${file}: ${problem}`
}
