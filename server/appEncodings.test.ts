import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { fakeSiteFiles as files, writeFakeSiteBuild } from '../tests/support/fakeSiteBuild'
import { buildApp } from './app'

// How the server sends the build's files: compressed copies, conditional requests and byte ranges.
const { clientDir, remove } = await writeFakeSiteBuild()
const app = await buildApp({ clientDir })

test.after(async () => {
  await app.close()
  remove()
})

test('text is compressed for browsers that accept it', async () => {
  const res = await app.inject({ url: '/assets/entries/entry.Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } })
  assert.is(res.headers['content-encoding'], 'gzip')
})

test("the build's brotli copy is sent as it is, with the type of the original file", async () => {
  const res = await app.inject({ url: '/assets/entries/entry.Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, deflate, br' } })
  assert.is(res.statusCode, 200)
  assert.is(res.headers['content-encoding'], 'br')
  assert.match(String(res.headers['content-type']), /javascript/)
  assert.is(brotliDecompressSync(res.rawPayload).toString(), files['assets/entries/entry.Ab12Cd34.js'])
  assert.match(String(res.headers.vary), /accept-encoding/i, 'caches keep one copy per encoding')
  const page = await app.inject({ url: '/en-us/quem-somos', headers: { 'accept-encoding': 'br' } })
  assert.is(page.headers['content-encoding'], 'br')
  assert.is(brotliDecompressSync(page.rawPayload).toString(), files['en-us/quem-somos/index.html'])
})

test('a browser that accepts no encoding gets the plain file', async () => {
  const res = await app.inject({ url: '/assets/entries/entry.Ab12Cd34.js', headers: { 'accept-encoding': 'identity' } })
  assert.is(res.headers['content-encoding'], undefined)
  assert.is(res.body, files['assets/entries/entry.Ab12Cd34.js'])
})

test('weights decide, a weight of zero refuses, and `*` stands for any copy', async () => {
  const encodingFor = async (header: string) =>
    (await app.inject({ url: '/assets/entries/entry.Ab12Cd34.js', headers: { 'accept-encoding': header } })).headers['content-encoding']
  assert.is(await encodingFor('br;q=0.2, gzip;q=0.8'), 'gzip')
  assert.is(await encodingFor('br;q=0, gzip;q=0'), undefined)
  assert.is(await encodingFor('*'), 'br')
  assert.is(await encodingFor('*;q=0, gzip'), 'gzip')
  assert.is(await encodingFor('gzip, deflate'), 'gzip')
})

test('a file the browser has already is answered 304, per encoding', async () => {
  const url = '/assets/entries/entry.Ab12Cd34.js'
  const first = await app.inject({ url, headers: { 'accept-encoding': 'br' } })
  const etag = String(first.headers.etag)
  const again = await app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': etag } })
  assert.equal([again.statusCode, again.body, again.headers.etag], [304, '', etag])
  const otherEncoding = await app.inject({ url, headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } })
  assert.equal([otherEncoding.statusCode, otherEncoding.headers['content-encoding']], [200, 'gzip'])
  assert.is(gunzipSync(otherEncoding.rawPayload).toString(), files[url.slice(1)])
})

test('If-None-Match compares weakly (RFC 9110 §13.1.2), and `*` matches the current copy', async () => {
  for (const url of ['/en-us/quem-somos', '/assets/entries/entry.Ab12Cd34.js']) {
    const etag = String((await app.inject({ url, headers: { 'accept-encoding': 'br' } })).headers.etag)
    for (const header of [`W/${etag}`, `"other", W/${etag}`, '*']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': header } })
      assert.equal([res.statusCode, res.body], [304, ''], `${url} ${header}`)
    }
    assert.is((await app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': 'W/"other"' } })).statusCode, 200)
  }
})

test('a byte range of a file is answered 206 with those bytes', async () => {
  const res = await app.inject({ url: '/assets/entries/entry.Ab12Cd34.js', headers: { range: 'bytes=0-6', 'accept-encoding': 'br' } })
  assert.equal([res.statusCode, res.body], [206, 'console'])
  const size = files['assets/entries/entry.Ab12Cd34.js']!.length
  assert.is(res.headers['content-range'], `bytes 0-6/${size}`)
  assert.is(res.headers['content-encoding'], undefined, 'a range is a slice of the file as it is')
  assert.is(res.headers['cache-control'], 'public, max-age=31536000, immutable')
  assert.is(res.headers['x-content-type-options'], 'nosniff')
})

test('a range past the end is answered 416; a stale If-Range gets the whole file', async () => {
  const url = '/assets/entries/entry.Ab12Cd34.js'
  const size = files['assets/entries/entry.Ab12Cd34.js']!.length
  const past = await app.inject({ url, headers: { range: `bytes=${size}-` } })
  assert.equal([past.statusCode, past.headers['content-range']], [416, `bytes */${size}`])
  const stale = await app.inject({ url, headers: { range: 'bytes=0-6', 'if-range': '"older"' } })
  assert.equal([stale.statusCode, stale.body], [200, files['assets/entries/entry.Ab12Cd34.js']])
  const current = String((await app.inject(url)).headers.etag)
  assert.is((await app.inject({ url, headers: { range: 'bytes=0-6', 'if-range': current } })).statusCode, 206)
})

test('the compressed copies have no URL of their own', async () => {
  assert.is((await app.inject('/assets/entries/entry.Ab12Cd34.js.br')).statusCode, 404)
  assert.is((await app.inject('/en-us/index.html.gz')).statusCode, 404)
})

test.run()
