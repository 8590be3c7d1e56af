import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type * as v from 'valibot'
import { iaNoticiaSchema } from '../data/content/iaNoticiaCollection'
import { legalSchema } from '../data/content/legalCollection'
import { newsSchema } from '../data/content/newsSchema'
import { serviceSchema } from '../data/content/servicesCollection'
import { translatableFields } from '../data/content/translatableFields'
import { codeLocales } from '../data/locales'
import { adminPage } from './adminPage'
import { cmsConfig, collectionFields } from './cmsConfig'

type ObjectSchema = { entries: Record<string, v.GenericSchema> }

/** The front matter fields a collection's schema knows, every kind of entry together. */
const schemaFields = (schema: ObjectSchema | { options: ObjectSchema[] }) =>
  new Set(('options' in schema ? schema.options : [schema]).flatMap((option) => Object.keys(option.entries)))

const schemas = { news: newsSchema, services: serviceSchema, 'ia-noticia': iaNoticiaSchema, legal: legalSchema }

test('the editor has a field for every front matter field a collection checks, and for no other', () => {
  for (const [name, schema] of Object.entries(schemas)) {
    // sourceHash is the editor's to write (savedFiles.ts), never a writer's.
    const expected = [...schemaFields(schema as ObjectSchema)].filter((field) => field !== 'sourceHash').sort()
    const edited = collectionFields[name as keyof typeof collectionFields].map((field) => field.name).filter((field) => field !== 'body')
    assert.equal([...edited].sort(), expected, name)
  }
})

test('a translator edits the translated fields and the body; the editor copies the rest from the Portuguese', () => {
  const config = cmsConfig({ local: 'http://127.0.0.1:1/api/v1' })
  const collections = config.collections as { name: keyof typeof translatableFields; i18n?: unknown; fields: { name: string; i18n?: unknown }[] }[]
  for (const collection of collections.filter((candidate) => candidate.i18n === true)) {
    const translated = collection.fields.filter((field) => field.i18n === true).map((field) => field.name)
    assert.equal(translated.sort(), ['body', ...translatableFields[collection.name]].sort(), collection.name)
  }
  // IA Notícia exists in Portuguese alone: one file per article, index.pt-br.md (checked in Chromium too).
  const iaNoticia = config.collections.find((collection) => collection.name === 'ia-noticia')!
  assert.equal(iaNoticia.i18n, { locales: ['pt-br'] })
  assert.equal(
    config.i18n.locales,
    codeLocales.map((l) => l.segment),
  )
})

test('the local editor saves through decap-server; a built one through the git host it is given', () => {
  const local = cmsConfig({ local: 'http://127.0.0.1:4000/api/v1' })
  assert.equal(local.local_backend, { url: 'http://127.0.0.1:4000/api/v1' })
  const git = cmsConfig({ git: { name: 'github', repo: 'tecto/site', branch: 'main' }, pullRequests: true })
  assert.equal(git.backend, { name: 'github', repo: 'tecto/site', branch: 'main' })
  assert.is((git as Record<string, unknown>).publish_mode, 'editorial_workflow')
  assert.not.ok('local_backend' in git)
})

test('the editor page is never indexed and its configuration cannot close its script', () => {
  const page = adminPage(
    { git: { name: 'github', repo: 'tecto/</script><script>alert(1)//', branch: 'main' }, pullRequests: false },
    { 'content/news/x/index.pt-br.md': { '0123456789ab': { title: '</script><script>alert(2)//' } } },
  )
  assert.match(page, '<meta name="robots" content="noindex, nofollow">')
  assert.not.match(page, '</script><script>alert(')
  assert.not.match(page, /src="(https?:)?\/\//)
})

test.run()
