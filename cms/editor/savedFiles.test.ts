import { test } from 'uvu'
import * as assert from 'uvu/assert'
import * as v from 'valibot'
import { splitFrontMatter } from '../../vite-plugins/content/frontMatter'
import { newsSchema } from '../../data/content/newsSchema'
import { sourceHash } from '../../data/content/sourceHash'
import { translatableFields } from '../../data/content/translatableFields'
import { filesToSave, type SavedFile } from './savedFiles'

const folder = 'content/news/tecto-abre-escritorio-em-recife'
const source: SavedFile = {
  path: `${folder}/index.pt-br.md`,
  raw: "---\ntitle: Tecto abre escritório em Recife\ndescription: Mais perto dos clientes do Nordeste.\ndate: '2026-11-20'\nimage: recife.jpg\nimageAlt: A fachada do novo escritório\nkind: announcement\noutlet: ''\noriginal: ''\n---\nA Tecto abriu um escritório em Recife.\n",
}
// What Decap writes for a locale nobody translated: the fields it copies from the Portuguese, no text.
const untranslated: SavedFile = { path: `${folder}/index.es-es.md`, raw: "---\ndate: '2026-11-20'\nimage: recife.jpg\nkind: announcement\n---\n" }
const translated = (title: string, extra = ''): SavedFile => ({
  path: `${folder}/index.en-us.md`,
  raw: `---\ntitle: ${title}\ndescription: Closer to clients in the Northeast.\ndate: '2026-11-20'\nimage: recife.jpg\nimageAlt: The new office's front\nkind: announcement\n${extra}---\nTecto opened an office in Recife.\n`,
})

const nothingSaved = async () => undefined
const frontMatterOf = (file: SavedFile) => splitFrontMatter(file.raw).frontMatter as Record<string, unknown>
/** The revision content:check computes from the Portuguese file as saved. */
const sourceRevision = (saved: SavedFile) => {
  const { frontMatter, body } = splitFrontMatter(saved.raw)
  return sourceHash(frontMatter as Record<string, unknown>, translatableFields.news, body)
}

test('a locale nobody translated is not saved: the entry is simply not in that language', async () => {
  const saved = await filesToSave([source, untranslated], nothingSaved, 'pt-br')
  assert.equal(
    saved.map((file) => file.path),
    [source.path],
  )
})

test('values left empty are left out, so what the editor writes passes the content schema', async () => {
  const [saved] = await filesToSave([source], nothingSaved, 'pt-br')
  assert.not.ok('outlet' in frontMatterOf(saved!))
  assert.ok(v.safeParse(newsSchema, frontMatterOf(saved!)).success, saved!.raw)
  assert.match(saved!.raw, /\nA Tecto abriu um escritório em Recife\.\n$/)
})

test('a new translation records the revision of the Portuguese it was made from, as npm run content:translated does', async () => {
  const saved = await filesToSave([source, translated('Tecto opens an office in Recife')], nothingSaved, 'pt-br')
  const translation = frontMatterOf(saved[1]!)
  assert.is(translation.sourceHash, sourceRevision(saved[0]!))
  assert.ok(v.safeParse(newsSchema, translation).success)
})

test('a translation saved unchanged keeps its revision, so it still shows as stale once the Portuguese changed', async () => {
  const before = translated('Tecto opens an office in Recife', 'sourceHash: 0123456789ab\n')
  const readSaved = async (path: string) => (path === before.path ? before.raw : undefined)
  const unchanged = await filesToSave([source, translated('Tecto opens an office in Recife')], readSaved, 'pt-br')
  assert.is(frontMatterOf(unchanged[1]!).sourceHash, '0123456789ab')
  const rewritten = await filesToSave([source, translated('Tecto opens a new office in Recife')], readSaved, 'pt-br')
  assert.is(frontMatterOf(rewritten[1]!).sourceHash, sourceRevision(rewritten[0]!))
})

test('a translation with part of its text is not saved, and says what it lacks', async () => {
  const partial: SavedFile = { path: `${folder}/index.en-us.md`, raw: "---\ndescription: Closer to clients in the Northeast.\ndate: '2026-11-20'\n---\n" }
  try {
    await filesToSave([source, partial], nothingSaved, 'pt-br')
    assert.unreachable('a translation without its title was saved')
  } catch (error) {
    assert.is(
      (error as Error).message,
      'The en-us translation lacks its title and its imageAlt and its text. Write it, or clear the whole en-us column to leave this entry out of en-us.',
    )
  }
})

test('a file outside the content collections passes as Decap wrote it', async () => {
  const other = { path: 'content/news/x/recife.jpg', raw: 'binary' }
  assert.equal(await filesToSave([other], nothingSaved, 'pt-br'), [other])
})

test.run()
