import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { pngHeader } from '../tests/support/pngHeader'
import { tempDir } from '../tests/support/tempDir'
import { refusal } from './localBackendGuard'

// A working copy of its own: content/ with an article, and links inside content/ to the folders outside it.
const repository = tempDir('guard')
mkdirSync(join(repository, 'content/news/a'), { recursive: true })
mkdirSync(join(repository, 'server'))
writeFileSync(join(repository, 'content/news/a/index.pt-br.md'), '---\n---\n')
symlinkSync('../server', join(repository, 'content/server-link'))
symlinkSync('../../package.json', join(repository, 'content/news/package.md'))
symlinkSync('../nowhere', join(repository, 'content/dangling'))
symlinkSync('news/a', join(repository, 'content/article-link'))

// A 1×1 PNG: an upload must be a picture the build takes (the last tests).
const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWP4//8/AAX+Av5Y8msOAAAAAElFTkSuQmCC'
const ownHost = '127.0.0.1:4123'
const ask = (body: unknown, headers: { host?: string; origin?: string } = { host: ownHost, origin: `http://${ownHost}` }) =>
  refusal({ ...headers, body }, ownHost, repository)
const branch = 'main'
const commit = { commitMessage: 'Update' }
const dataFiles = [{ path: 'content/news/a/index.pt-br.md', slug: 'a', raw: '---\n---\n' }]
const assets = [{ path: 'content/news/a/photo.png', content: png, encoding: 'base64' }]
const persistEntry = (params: Record<string, unknown>) =>
  ask({ action: 'persistEntry', params: { branch, dataFiles, assets: [], options: { ...commit, status: 'draft', useWorkflow: false }, ...params } })
const persistMedia = (path: string) => ask({ action: 'persistMedia', params: { branch, asset: { path, content: png, encoding: 'base64' }, options: commit } })

test("the editor's own page reads and writes the content folder, as Decap's proxy backend asks", () => {
  assert.is(ask({ action: 'info' }), undefined)
  assert.is(ask({ branch, action: 'entriesByFolder', params: { branch, folder: 'content/news', extension: 'md', depth: 2 } }), undefined)
  assert.is(ask({ action: 'getMedia', params: { branch, mediaFolder: 'content/news/a' } }), undefined)
  const options = {
    newEntry: true,
    commitMessage: 'Create',
    collectionName: 'news',
    useWorkflow: false,
    hasSubfolders: true,
    unpublished: false,
    status: 'draft',
  }
  assert.is(persistEntry({ assets, options }), undefined)
  assert.is(persistEntry({ dataFiles: [{ ...dataFiles[0], newPath: 'content/news/b/index.pt-br.md' }] }), undefined)
  assert.is(ask({ action: 'deleteFiles', params: { branch, paths: ['content/news/a/photo.png'], options: commit } }), undefined)
  // A link that stays inside content/ is followed like any folder.
  assert.is(persistMedia('content/article-link/photo.png'), undefined)
})

test('another site, even one whose name now points at 127.0.0.1, is refused', () => {
  assert.match(ask({ action: 'info' }, { host: 'evil.example', origin: 'http://evil.example' }) ?? '', 'Host header')
  assert.match(ask({ action: 'info' }, { host: ownHost, origin: 'http://localhost:5173' }) ?? '', "editor's own page")
})

test('nothing outside content/ is read or written, however the path is spelled', () => {
  for (const path of ['.git/hooks/post-commit', 'content/../package.json', 'contents/x', 'content\\..\\x', '/etc/passwd', '']) {
    assert.ok(persistMedia(path), path)
  }
  assert.ok(ask({ action: 'deleteFiles', params: { branch, paths: ['content/news/a/index.pt-br.md', 'server/app.ts'], options: commit } }))
  assert.ok(ask({ action: 'getEntry', params: { branch, path: 'README.md' } }))
  assert.ok(ask({ action: 'entriesByFiles', params: { branch, files: [{ path: 'package.json' }] } }))
  assert.ok(ask({ action: 'getMedia', params: { branch, mediaFolder: '.' } }))
})

test('a renamed entry (newPath) or an asset out of content/ is refused, as is the legacy `entry` decap-server still reads', () => {
  assert.match(persistEntry({ dataFiles: [{ ...dataFiles[0], newPath: 'package.json' }] }) ?? '', 'package.json is not in content/')
  assert.match(persistEntry({ assets: [{ ...assets[0], path: 'server/PWNED-by-cms.ts' }] }) ?? '', 'server/PWNED-by-cms.ts')
  const entry = { ...dataFiles[0], newPath: 'package.json' }
  assert.match(persistEntry({ dataFiles: undefined, entry }) ?? '', 'entry is not a field')
})

test('a link inside content/ to a folder or file outside it, or to nothing, is not followed', () => {
  assert.match(persistMedia('content/server-link/PWNED-by-cms.ts') ?? '', 'content/server-link leads to')
  assert.match(persistMedia('content/server-link/new/folder/x.ts') ?? '', 'content/server-link leads to')
  assert.ok(persistEntry({ dataFiles: [{ ...dataFiles[0], path: 'content/news/package.md' }] }))
  assert.ok(ask({ action: 'getEntry', params: { branch, path: 'content/news/package.md' } }))
  assert.ok(ask({ action: 'deleteFiles', params: { branch, paths: ['content/news/package.md'], options: commit } }))
  assert.match(persistMedia('content/dangling/x.md') ?? '', 'leads nowhere')
})

test("an entry's file is Markdown: a picture or page written as an entry's text would skip the picture check", () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
  assert.match(persistEntry({ dataFiles: [{ ...dataFiles[0], path: 'content/news/a/logo.svg', raw: svg }] }) ?? '', 'content/news/a/logo.svg is not')
  assert.match(persistEntry({ dataFiles: [{ ...dataFiles[0], newPath: 'content/news/a/page.html' }] }) ?? '', 'content/news/a/page.html is not')
})

test('an action, field or value Decap does not send is refused', () => {
  assert.match(ask({ action: 'someNewAction', params: {} }) ?? '', 'not an action')
  assert.match(ask({ action: 'constructor', params: {} }) ?? '', 'not an action')
  // decap-server's own actions of its git backend and its single-file delete: Decap's proxy backend never sends them.
  assert.ok(ask({ action: 'deleteFile', params: { branch, path: 'content/news/a/index.pt-br.md', options: commit } }))
  assert.ok(ask({ action: 'publishUnpublishedEntry', params: { branch, collection: 'news', slug: 'a' } }))
  assert.match(ask({ action: 'info', params: { path: 'package.json' } }) ?? '', 'params.path is not a field')
  assert.match(
    persistEntry({ options: { ...commit, status: 'draft', useWorkflow: false, hasSubfolders: 'no' } }) ?? '',
    'params.options.hasSubfolders must be a boolean',
  )
  assert.match(persistEntry({ options: { ...commit, status: 'draft', useWorkflow: false, constructor: 1 } }) ?? '', 'params.options.constructor is not a field')
  assert.match(persistEntry({ options: commit }) ?? '', 'params.options.status is missing')
  assert.match(persistEntry({ cmsLabelPrefix: ['x'] }) ?? '', 'must be a string')
  assert.match(persistEntry({ branch: { name: 'x' } }) ?? '', 'params.branch must be a string')
  assert.match(persistEntry({ assets: [{ ...assets[0], encoding: 'utf8' }] }) ?? '', 'must be base64')
  assert.match(persistEntry({ dataFiles: [{ ...dataFiles[0], path: 7 }] }) ?? '', 'must be a path')
  assert.match(ask({ action: 'deleteFiles', params: { branch, paths: 'content/x', options: commit } }) ?? '', 'must be a list')
  assert.ok(ask(null))
  assert.ok(ask({ action: 'getEntry' }))
})

const upload = (name: string, bytes: string | Uint8Array) => ({
  path: `content/news/a/${name}`,
  content: Buffer.from(bytes).toString('base64'),
  encoding: 'base64',
})
const uploadMedia = (asset: ReturnType<typeof upload>) => ask({ action: 'persistMedia', params: { branch, asset, options: commit } })

test('an upload the build would refuse is refused before it is written, with the sentence content:check prints', () => {
  const scripted = upload('evil.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>')
  assert.is(uploadMedia(scripted), 'persistMedia: evil.svg has a <script> element, which may run code or show another document')
  assert.match(uploadMedia(upload('huge.png', pngHeader(20000, 20000))) ?? '', 'huge.png is 20000×20000 pixels (400 megapixels)')
  assert.match(uploadMedia(upload('big.png', pngHeader(16000, 16000))) ?? '', 'big.png is 16000×16000 pixels')
  assert.match(uploadMedia(upload('page.html', '<script>alert(1)</script>')) ?? '', 'page.html is not a picture')
  // An entry saved with its pictures: one bad picture refuses the save.
  assert.match(persistEntry({ assets: [upload('fine.png', pngHeader(1600, 900)), scripted] }) ?? '', 'evil.svg has a <script> element')
})

test('a picture the build takes is uploaded', () => {
  assert.is(uploadMedia(upload('photo.png', pngHeader(1600, 900))), undefined)
  assert.is(uploadMedia(upload('art.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"/>')), undefined)
})

test.run()
