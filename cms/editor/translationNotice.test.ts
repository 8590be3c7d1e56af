import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { sourceHash } from '../../data/content/sourceHash'
import { translatableFields } from '../../data/content/translatableFields'
import { sourceTexts } from '../sourceTexts'
import { outOfDate } from './translationNotice'

const fields = translatableFields.news
const folder = 'content/news/tecto-abre-escritorio-em-recife'
const portuguese = (title: string) => ({ title, description: 'Mais perto dos clientes do Nordeste.', imageAlt: 'A fachada do escritório' })
const body = 'A Tecto abriu um escritório em Recife.\n'
const file = (frontMatter: Record<string, string>) =>
  `---\n${Object.entries(frontMatter)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n')}\n---\n${body}`

/** A git repository with one article: its translation made from `first`, then the Portuguese title changed to `second`. */
function repository(first: string, second: string) {
  const root = mkdtempSync(join(tmpdir(), 'tecto-sources-'))
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@localhost', ...args], { cwd: root, stdio: 'ignore' })
  mkdirSync(join(root, folder), { recursive: true })
  git('init', '-q')
  writeFileSync(join(root, folder, 'index.pt-br.md'), file(portuguese(first)))
  const revision = sourceHash(portuguese(first), fields, body)
  writeFileSync(join(root, folder, 'index.en-us.md'), file({ title: 'Tecto opens an office in Recife', sourceHash: revision }))
  git('add', '.')
  git('commit', '-qm', 'first')
  writeFileSync(join(root, folder, 'index.pt-br.md'), file(portuguese(second)))
  git('commit', '-qam', 'second')
  return { root, revision }
}

test('a translation made from an older Portuguese text names the fields changed since, found in the history', async () => {
  const { root, revision } = repository('Tecto abre escritório em Recife', 'Tecto inaugura escritório em Recife')
  try {
    const known = sourceTexts(root)[`${folder}/index.pt-br.md`]
    assert.is((known?.[revision] as { title?: string })?.title, 'Tecto abre escritório em Recife')
    const live = { ...portuguese('Tecto inaugura escritório em Recife'), body }
    assert.equal(await outOfDate(revision, live, fields, known), { changed: ['title'] })
    // The Portuguese edited back in the editor: the translation is current again, before anything is saved.
    assert.is(await outOfDate(revision, { ...live, title: 'Tecto abre escritório em Recife' }, fields, known), undefined)
    assert.equal(await outOfDate(revision, { ...live, body: 'Outro texto.' }, fields, known), { changed: ['title', 'body'] })
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test('a translation with no revision, or one not in the history, is out of date without naming fields', async () => {
  const live = { ...portuguese('Tecto abre escritório em Recife'), body }
  assert.equal(await outOfDate(null, live, fields, undefined), {})
  assert.equal(await outOfDate('0123456789ab', live, fields, {}), {})
  assert.is(await outOfDate(sourceHash(live, fields, body), live, fields, {}), undefined)
})

test.run()
