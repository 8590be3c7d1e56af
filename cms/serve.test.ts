import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { startContentEditor, type ScriptServer } from '../tests/support/npmScript'
import { tempDir } from '../tests/support/tempDir'

// `npm run cms` on a working copy of its own (CMS_REPOSITORY, a temporary folder), with the requests that wrote outside
// content/ on the landed site replayed against it: each is refused, and nothing is written.
const repository = tempDir('cms-serve')
const packageJson = '{ "scripts": { "build": "vike build" } }\n'
writeFileSync(join(repository, 'package.json'), packageJson)
mkdirSync(join(repository, 'server'))
mkdirSync(join(repository, 'content/news/a'), { recursive: true })
writeFileSync(join(repository, 'content/news/a/index.pt-br.md'), '---\ntitle: A\n---\n')
symlinkSync('../server', join(repository, 'content/server-link'))
const written = () => ({ packageJson: readFileSync(join(repository, 'package.json'), 'utf8'), server: readdirSync(join(repository, 'server')) })

let editor: ScriptServer
test.before(async () => {
  // An empty editor folder: the page's own script is not what this test looks at, and building it takes a while.
  editor = await startContentEditor({ CMS_REPOSITORY: repository, CMS_EDITOR_DIR: tempDir('cms-serve-editor') })
})
test.after(async () => {
  await editor?.stop()
})

/** GET or POST (with a JSON body) on the editor's server, as its own page would; node's client, so no browser rules. */
function call(path: string, body?: unknown): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  const url = new URL(path, editor.baseUrl)
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: body ? 'POST' : 'GET', headers: { origin: url.origin, 'content-type': 'application/json' } }, (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => void (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }))
    })
    sent.on('error', reject)
    sent.end(body ? JSON.stringify(body) : undefined)
  })
}

const branch = 'main'
const commit = { commitMessage: 'Update' }
const options = { ...commit, collectionName: 'news', useWorkflow: false, hasSubfolders: true, status: 'draft' }
const article = { path: 'content/news/a/index.pt-br.md', slug: 'a', raw: '---\ntitle: A\n---\n' }
const persistEntry = (params: Record<string, unknown>) =>
  call('/api/v1', { branch, action: 'persistEntry', params: { branch, assets: [], options, ...params } })

test('an entry renamed to package.json, in the dataFiles Decap sends or in the legacy entry, is refused', async () => {
  const before = written()
  const replace = { ...article, raw: '{ "scripts": { "build": "touch PWNED" } }', newPath: 'package.json' }
  for (const response of [await persistEntry({ dataFiles: [replace] }), await persistEntry({ entry: replace })]) {
    assert.ok(response.status >= 400 && response.status < 500, `${response.status} ${response.text}`)
    assert.match(response.text, /package\.json is not in content\/|entry is not a field/)
  }
  assert.equal(written(), before)
  assert.is(readFileSync(join(repository, article.path), 'utf8'), article.raw)
})

test('a new file under server/, named directly or through a link inside content/, is refused', async () => {
  const before = written()
  const asset = { content: Buffer.from('export {}').toString('base64'), encoding: 'base64' }
  const requests = [
    persistEntry({ dataFiles: [article], assets: [{ ...asset, path: 'server/PWNED-by-cms.ts' }] }),
    persistEntry({ dataFiles: [{ ...article, path: 'content/server-link/PWNED-by-cms.ts' }] }),
    call('/api/v1', { branch, action: 'persistMedia', params: { branch, asset: { ...asset, path: 'content/server-link/PWNED-by-cms.ts' }, options: commit } }),
    call('/api/v1', { branch, action: 'deleteFiles', params: { branch, paths: ['content/server-link/x.ts'], options: commit } }),
  ]
  for (const response of await Promise.all(requests)) {
    assert.ok(response.status >= 400 && response.status < 500, `${response.status} ${response.text}`)
    assert.match(response.text, 'is not in content/')
  }
  assert.equal(written(), before)
})

test('what the editor saves in content/ is still written', async () => {
  const response = await persistEntry({ dataFiles: [{ ...article, raw: '---\ntitle: B\n---\n' }] })
  assert.is(response.status, 200, response.text)
  assert.is(readFileSync(join(repository, article.path), 'utf8'), '---\ntitle: B\n---\n')
})

test("the editor's page has a policy that lets it talk to this server only, and no page may frame it", async () => {
  const { status, headers } = await call('/admin/')
  assert.is(status, 200)
  const policy = String(headers['content-security-policy'])
  assert.match(policy, "frame-ancestors 'none'")
  assert.match(policy, "connect-src 'self' blob:;")
  assert.not.match(policy, 'https:')
  assert.is(headers['x-frame-options'], 'DENY')
})

test.run()
