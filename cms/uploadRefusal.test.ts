import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { pngHeader } from '../tests/support/pngHeader'
import { refusal } from './localBackendGuard'

const ownHost = '127.0.0.1:4123'
/** A request of the editor's own page to its file API. */
const ask = (action: string, params: unknown) =>
  refusal({ host: ownHost, origin: `http://${ownHost}`, body: { action, params: { branch: 'main', ...(params as object) } } }, ownHost, process.cwd())
const base64 = (bytes: string | Uint8Array) => Buffer.from(bytes).toString('base64')
const upload = (name: string, bytes: string | Uint8Array) => ({ path: `content/news/a/${name}`, content: base64(bytes), encoding: 'base64' })
const options = { commitMessage: 'Upload' }

test('an upload the build would refuse is refused before it is written, with the sentence content:check prints', () => {
  const scripted = upload('evil.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>')
  assert.is(ask('persistMedia', { asset: scripted, options }), 'evil.svg has a <script> element, which may run code or show another document')
  assert.match(ask('persistMedia', { asset: upload('huge.png', pngHeader(20000, 20000)), options }) ?? '', 'huge.png is 20000×20000 pixels (400 megapixels)')
  assert.match(ask('persistMedia', { asset: upload('big.png', pngHeader(16000, 16000)), options }) ?? '', 'big.png is 16000×16000 pixels')
  assert.match(ask('persistMedia', { asset: upload('page.html', '<script>alert(1)</script>'), options }) ?? '', 'page.html is not a picture')
  // An entry saved with its pictures: one bad picture refuses the save.
  const dataFiles = [{ slug: 'a', path: 'content/news/a/index.pt-br.md', raw: '---\ntitle: x\n---\n' }]
  const assets = [upload('fine.png', pngHeader(1600, 900)), scripted]
  const entryOptions = { ...options, status: 'draft', useWorkflow: false }
  assert.match(ask('persistEntry', { dataFiles, assets, options: entryOptions }) ?? '', 'evil.svg has a <script> element')
})

test('a picture the build takes is uploaded', () => {
  assert.is(ask('persistMedia', { asset: upload('photo.png', pngHeader(1600, 900)), options }), undefined)
  assert.is(ask('persistMedia', { asset: upload('art.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"/>'), options }), undefined)
})

test.run()
