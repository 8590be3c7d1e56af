import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { refusal } from './localBackendGuard'

const ownHost = '127.0.0.1:4123'
const ask = (body: unknown, headers: { host?: string; origin?: string } = { host: ownHost, origin: `http://${ownHost}` }) =>
  refusal({ ...headers, body }, ownHost)

test("the editor's own page reads and writes the content folder", () => {
  assert.is(ask({ action: 'info' }), undefined)
  assert.is(ask({ action: 'entriesByFolder', params: { folder: 'content/news', extension: 'md', depth: 2 } }), undefined)
  const dataFiles = [{ path: 'content/news/a/index.pt-br.md', raw: '---\n---\n' }]
  // A 1×1 PNG: an upload must be a picture the build takes (uploadRefusal.test.ts).
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWP4//8/AAX+Av5Y8msOAAAAAElFTkSuQmCC'
  const assets = [{ path: 'content/news/a/photo.png', content: png, encoding: 'base64' }]
  assert.is(ask({ action: 'persistEntry', params: { dataFiles, assets } }), undefined)
})

test('another site, even one whose name now points at 127.0.0.1, is refused', () => {
  assert.match(ask({ action: 'info' }, { host: 'evil.example', origin: 'http://evil.example' }) ?? '', 'Host header')
  assert.match(ask({ action: 'info' }, { host: ownHost, origin: 'http://localhost:5173' }) ?? '', "editor's own page")
})

test('nothing outside content/ is read or written, however the path is spelled', () => {
  const persistMedia = (path: string) => ask({ action: 'persistMedia', params: { asset: { path, content: 'eA==' } } })
  for (const path of ['.git/hooks/post-commit', 'content/../package.json', 'contents/x', 'content\\..\\x', '/etc/passwd']) assert.ok(persistMedia(path), path)
  assert.ok(ask({ action: 'deleteFiles', params: { paths: ['content/news/a/index.pt-br.md', 'server/app.ts'] } }))
  assert.ok(ask({ action: 'persistEntry', params: { dataFiles: [{ path: 'content/news/a/index.pt-br.md', newPath: 'pages/x.md' }] } }))
  assert.ok(ask({ action: 'getEntry', params: { path: 'README.md' } }))
  assert.ok(ask({ action: 'someNewAction', params: {} }))
})

test.run()
