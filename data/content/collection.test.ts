import { test } from 'uvu'
import * as assert from 'uvu/assert'
import * as v from 'valibot'
import type { Locale } from '../locales'
import { type CollectionDefinition, entriesOrThrow, formatProblem, readCollection } from './collection'
import type { ContentFile } from './contentFile'
import { newsSchema } from './newsSchema'
import { sourceHash } from './sourceHash'
import { translatableFields } from './translatableFields'

const picture = { src: '/assets/photo.webp', width: 1600, height: 900, sources: { avif: '/a.avif 480w', webp: '/a.webp 480w' } }
const announcement = {
  title: 'Título',
  description: 'Resumo',
  date: '2026-11-20',
  kind: 'announcement',
  image: 'photo.jpg',
  imageAlt: 'Uma pessoa diante de um notebook',
}
const body = 'Primeiro parágrafo.'

/** A content file as the build would compile it. */
function file(slug: string, locale: string, frontMatter: unknown, extra: Partial<ContentFile> = {}): ContentFile {
  return {
    file: `content/news/${slug}/index.${locale}.md`,
    collection: 'news',
    slug,
    locale: locale as Locale,
    frontMatter,
    body,
    html: `<p>${body}</p>`,
    image: picture,
    ...extra,
  }
}

/** The news schema over these files. */
const read = (files: ContentFile[], requiredLocales?: readonly Locale[]) =>
  readCollection({
    name: 'news',
    files: Object.fromEntries(files.map((f) => [f.file, f])),
    schema: newsSchema,
    requiredLocales,
  })

const problems = (files: ContentFile[]) => read(files).problems.map(formatProblem)

test('an entry exists in the languages it has a file in: a Portuguese-only article is normal', () => {
  const collection = read([
    file('only-pt', 'pt-br', announcement),
    file('both', 'pt-br', announcement),
    file('both', 'en-us', { ...announcement, title: 'Title' }),
  ])
  assert.equal(collection.problems, [])
  assert.equal(
    collection.entries.map((entry) => [entry.slug, entry.locales]),
    [
      ['both', ['pt-br', 'en-us']],
      ['only-pt', ['pt-br']],
    ],
  )
  assert.is(collection.entries[0]!.translations['en-us']!.title, 'Title')
  assert.equal(collection.entries[0]!.translations['pt-br']!.picture, picture)
})

test('every problem names the file and the field, in words an editor acts on', () => {
  const { title: _, ...untitled } = announcement
  assert.equal(problems([file('a', 'pt-br', untitled)]), ['content/news/a/index.pt-br.md: title: is missing'])
  assert.equal(problems([file('a', 'pt-br', { ...announcement, date: '15/10/2024' })]), [
    'content/news/a/index.pt-br.md: date: must be a date written YYYY-MM-DD',
  ])
  assert.equal(problems([file('a', 'pt-br', { ...announcement, date: '2024-13-45' })]), ['content/news/a/index.pt-br.md: date: is not a day of the calendar'])
  assert.equal(problems([file('a', 'pt-br', { ...announcement, titel: 'x' })]), [
    'content/news/a/index.pt-br.md: titel: is not a field of this collection (a typo?)',
  ])
  assert.equal(problems([file('a', 'pt-br', { ...announcement, kind: 'blog' })]), ['content/news/a/index.pt-br.md: kind: kind must be announcement or press'])
})

test('a picture needs its description (alt text), in words an editor acts on', () => {
  const { imageAlt: _, ...undescribed } = announcement
  assert.equal(problems([file('a', 'pt-br', undescribed)]), ['content/news/a/index.pt-br.md: imageAlt: is missing'])
  assert.equal(problems([file('a', 'pt-br', { ...announcement, imageAlt: '  ' })]), [
    'content/news/a/index.pt-br.md: imageAlt: must describe the picture in words, for people who cannot see it, e.g. "A laptop playing a video lesson"',
  ])
})

test('a press piece needs its outlet and an https address of the original; an announcement needs neither', () => {
  const press = { ...announcement, kind: 'press', outlet: 'Valor Econômico', original: 'https://valor.example/materia' }
  assert.equal(problems([file('a', 'pt-br', press)]), [])
  const { outlet: _, ...noOutlet } = press
  assert.equal(problems([file('a', 'pt-br', noOutlet)]), ['content/news/a/index.pt-br.md: outlet: is missing'])
  assert.equal(problems([file('a', 'pt-br', { ...press, original: 'http://valor.example' })]), [
    'content/news/a/index.pt-br.md: original: must be an https address, e.g. https://example.com/page',
  ])
})

test('a picture must exist beside the file and have a size; a broken file, name or language is named too', () => {
  assert.equal(problems([file('a', 'pt-br', announcement, { image: undefined })]), [
    'content/news/a/index.pt-br.md: image: there is no file "photo.jpg" beside this one',
  ])
  assert.equal(problems([file('a', 'pt-br', announcement, { image: { src: '/x.svg', width: 0, height: 0 } })]), [
    'content/news/a/index.pt-br.md: image: the SVG needs width and height, or a viewBox',
  ])
  assert.equal(problems([file('a', 'pt-br', { ...announcement, image: 'photo.gif' })]), [
    'content/news/a/index.pt-br.md: image: must name a JPG, PNG, WebP, AVIF or SVG file in the same folder, e.g. photo.jpg',
  ])
  assert.equal(problems([file('a', 'pt-br', {}, { yamlError: 'Nested mappings are not allowed' })]), [
    'content/news/a/index.pt-br.md: the front matter is not valid YAML: Nested mappings are not allowed',
  ])
  const refused = 'evil.svg has a <script> element, which may run code or show another document'
  assert.equal(problems([file('a', 'pt-br', { ...announcement, image: 'evil.svg' }, { image: undefined, pictureProblem: refused })]), [
    `content/news/a/index.pt-br.md: image: ${refused}`,
  ])
  for (const frontMatter of [['a', 'b'], 'just a sentence', 42])
    assert.equal(problems([file('a', 'pt-br', frontMatter)]), ['content/news/a/index.pt-br.md: the front matter must be fields, one `name: value` a line'])
  assert.equal(problems([file('Minha Notícia', 'pt-br', announcement)]), [
    'content/news/Minha Notícia/index.pt-br.md: the folder name is the page address: lowercase letters, digits and hyphens only',
  ])
  assert.match(problems([file('a', 'xx-xx', announcement)]).join(), '"xx-xx" is not one of the site\'s languages')
})

test('a refused file is left out of the entries, and the build stops naming it', () => {
  const collection = read([file('good', 'pt-br', announcement), file('bad', 'pt-br', { ...announcement, date: 'ontem' })])
  assert.equal(
    collection.entries.map((entry) => entry.slug),
    ['good'],
  )
  assert.throws(() => entriesOrThrow(collection), /content\/news\/bad\/index\.pt-br\.md: date/)
  // The build prints the error's stack: it is the list of problems, not where the code noticed them.
  assert.throws(
    () => entriesOrThrow(collection),
    (error: Error) => !error.stack!.includes(' at '),
  )
  assert.is(entriesOrThrow(read([file('good', 'pt-br', announcement)])).length, 1)
})

test('a collection can require a language of every entry', () => {
  assert.equal(read([file('a', 'pt-br', announcement)], ['pt-br', 'en-us']).problems.map(formatProblem), [
    'content/news/a/index.en-us.md: is missing: every entry of this collection is shown in this language',
  ])
})

test('a translation is stale once its Portuguese text changes, and current while only a date or picture does', () => {
  const current = sourceHash(announcement, translatableFields.news, body)
  const translation = (hash?: string) => file('a', 'en-us', { ...announcement, title: 'Title', ...(hash ? { sourceHash: hash } : {}) })
  const stale = (source: ContentFile, hash?: string) => read([source, translation(hash)]).staleTranslations.map(formatProblem)
  assert.equal(stale(file('a', 'pt-br', announcement), current), [])
  assert.equal(stale(file('a', 'pt-br', { ...announcement, date: '2026-11-21', image: 'other.jpg' }), current), [])
  assert.equal(stale(file('a', 'pt-br', announcement, { body: 'Outro parágrafo.' }), current), [
    'content/news/a/index.en-us.md: sourceHash: translates an older revision of content/news/a/index.pt-br.md',
  ])
  assert.equal(stale(file('a', 'pt-br', { ...announcement, title: 'Novo título' }), current), [
    'content/news/a/index.en-us.md: sourceHash: translates an older revision of content/news/a/index.pt-br.md',
  ])
  assert.equal(stale(file('a', 'pt-br', announcement)), ['content/news/a/index.en-us.md: sourceHash: records no source revision'])
})

/** A collection of one-field files, read with the given options. */
const readWith = (files: ContentFile[], options: Partial<CollectionDefinition<v.GenericSchema>>) =>
  readCollection({
    name: 'news',
    files: Object.fromEntries(files.map((f) => [f.file, f])),
    schema: v.strictObject({ title: v.string(), list: v.optional(v.array(v.string())) }),
    ...options,
  })

test('a collection can be written in some languages only: a file in another is a problem naming it, and no entry', () => {
  const only = (file: ContentFile) => (file.locale === 'pt-br' ? [] : [{ problem: 'IA Notícia is Portuguese only (pt-br files only)' }])
  const collection = readWith([file('a', 'pt-br', { title: 'Título' }), file('a', 'en-us', { title: 'Title' })], { checkFile: only })
  assert.equal(collection.problems.map(formatProblem), ['content/news/a/index.en-us.md: IA Notícia is Portuguese only (pt-br files only)'])
  assert.equal(collection.entries[0]!.locales, ['pt-br'])
  // A refused language is refused even when the rest of the file is wrong too: both are named.
  assert.equal(readWith([file('a', 'es-es', {})], { checkFile: only }).problems.map(formatProblem), [
    'content/news/a/index.es-es.md: IA Notícia is Portuguese only (pt-br files only)',
    'content/news/a/index.es-es.md: title: is missing',
  ])
})

test('a collection can name the entries it must have: a missing one names the files to create, an extra one its folder', () => {
  const slugs = { expected: ['web', 'apis'], reason: 'every service has a page' }
  const collection = readWith([file('web', 'pt-br', { title: 'Web' }), file('blockchain', 'pt-br', { title: 'Blockchain' })], { slugs })
  assert.equal(collection.problems.map(formatProblem), [
    'content/news/apis/index.pt-br.md: is missing: every service has a page',
    'content/news/blockchain/: is not an entry this collection may have: every service has a page',
  ])
  assert.equal(
    collection.entries.map((entry) => entry.slug),
    ['web'],
  )
  const everyLanguage = readWith([file('web', 'pt-br', { title: 'Web' })], { slugs, requiredLocales: ['pt-br', 'en-us'] })
  assert.equal(everyLanguage.problems.map(formatProblem), [
    'content/news/apis/index.pt-br.md: is missing: every service has a page',
    'content/news/apis/index.en-us.md: is missing: every service has a page',
    'content/news/web/index.en-us.md: is missing: every entry of this collection is shown in this language',
  ])
})

test('a collection can allow placeholders in its texts; any other, in a field or in the body, is named', () => {
  const placeholders = ['networkSize']
  const good = file('a', 'pt-br', { title: 'Mais de {{networkSize}} profissionais', list: ['{{networkSize}}'] }, { body: 'Rede de {{networkSize}}.' })
  assert.equal(readWith([good], { placeholders }).problems, [])
  const typo = file('a', 'pt-br', { title: 'Mais de {{networkSise}}', list: ['ok', '{{days}} dias'] }, { body: 'Em {{days}} dias.' })
  assert.equal(readWith([typo], { placeholders }).problems.map(formatProblem), [
    'content/news/a/index.pt-br.md: title: {{networkSise}} is not a placeholder of this collection ({{networkSize}})',
    'content/news/a/index.pt-br.md: list.1: {{days}} is not a placeholder of this collection ({{networkSize}})',
    'content/news/a/index.pt-br.md: the text: {{days}} is not a placeholder of this collection ({{networkSize}})',
  ])
  // A collection without placeholders (the news) fills none in: every one would reach the page as typed.
  assert.equal(readWith([good], {}).problems.map(formatProblem), [
    'content/news/a/index.pt-br.md: title: {{networkSize}} is not a placeholder of this collection (none)',
    'content/news/a/index.pt-br.md: list.0: {{networkSize}} is not a placeholder of this collection (none)',
    'content/news/a/index.pt-br.md: the text: {{networkSize}} is not a placeholder of this collection (none)',
  ])
})

test.run()
