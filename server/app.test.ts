import { once } from 'node:events'
import { request } from 'node:http'
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { relative } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fakeSiteFiles, writeFakeSiteBuild } from '../tests/support/fakeSiteBuild'
import { buildApp, defaultClientDir } from './app'
import { closeGracefully } from './closeGracefully'

const { clientDir, remove } = await writeFakeSiteBuild()
const app = await buildApp({ clientDir })

test.after(async () => {
  await app.close()
  remove()
})

test('a prerendered page answers its path, with or without the trailing slash', async () => {
  for (const url of ['/en-us/quem-somos', '/en-us/quem-somos/']) {
    const res = await app.inject(url)
    assert.is(res.statusCode, 200, url)
    assert.match(res.headers['content-type'] as string, /^text\/html/)
    assert.match(res.body, 'about en-us')
  }
  assert.match((await app.inject('/en-us')).body, 'home en-us')
  assert.match((await app.inject('/quem-somos')).body, 'about pt-br (unprefixed)')
})

test('the client folder may be given relative to the working directory', async () => {
  const relativeApp = await buildApp({ clientDir: relative(process.cwd(), clientDir) })
  assert.is((await relativeApp.inject('/en-us')).statusCode, 200)
  await relativeApp.close()
})

test('the build folder is dist/ under the project, or TECTO_OUT_DIR, relative to it or absolute', () => {
  assert.is(defaultClientDir('/srv/tecto', 'dist'), '/srv/tecto/dist/client')
  assert.is(defaultClientDir('/srv/tecto', '.builds/test'), '/srv/tecto/.builds/test/client')
  assert.is(defaultClientDir('/srv/tecto', '/var/lib/tecto/build'), '/var/lib/tecto/build/client')
})

test('/ answers the root index.html', async () => {
  const res = await app.inject('/')
  assert.is(res.statusCode, 200)
  assert.match(res.body, 'home pt-br (unprefixed)')
})

test('pages are revalidated on every visit', async () => {
  assert.is((await app.inject('/en-us')).headers['cache-control'], 'no-cache')
})

test('hashed assets are cached for a year, other public files for a day', async () => {
  const asset = await app.inject('/assets/entries/entry.Ab12Cd34.js')
  assert.is(asset.statusCode, 200)
  assert.is(asset.headers['cache-control'], 'public, max-age=31536000, immutable')
  const image = await app.inject('/images/team/ana.svg')
  assert.is(image.statusCode, 200)
  assert.is(image.headers['cache-control'], 'public, max-age=86400')
  assert.match(image.headers['content-type'] as string, /^image\/svg\+xml/)
})

test('an unknown path gets the 404 page of its locale, with status 404', async () => {
  const cases = [
    ['/en-us/no-such-page', 'Page not found', 'en-US'],
    ['/es-es/servicos/nada', 'Página no encontrada', 'es-ES'],
    ['/pt-br/nada', 'Página não encontrada', 'pt-BR'],
  ] as const
  for (const [url, text, lang] of cases) {
    const res = await app.inject(url)
    assert.is(res.statusCode, 404, url)
    assert.match(res.body, text)
    assert.match(res.body, `lang="${lang}"`)
    assert.is(res.headers['cache-control'], 'no-cache')
  }
})

test('a path without a known locale gets the Portuguese 404 page', async () => {
  for (const url of ['/no-such-page', '/fr-fr/contato', '/images/xx.svg']) {
    const res = await app.inject(url)
    assert.is(res.statusCode, 404, url)
    assert.match(res.body, 'Página não encontrada')
  }
})

test('the 404 page itself answers with status 404', async () => {
  const res = await app.inject('/en-us/404')
  assert.is(res.statusCode, 404)
  assert.match(res.body, 'Page not found')
})

/** GETs a raw path over a real socket: inject() would normalise `..` before the server saw it. */
function getRaw(path: string): Promise<{ status: number; body: string }> {
  const { port } = app.server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      let body = ''
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, body }))
    })
    req.on('error', reject).end()
  })
}

test('junk paths get a 404, never a 5xx, and never a file outside the build', async () => {
  await app.listen({ host: '127.0.0.1', port: 0 })
  const junk = [
    '/%E0%A4%A',
    '/%',
    '/en-us/%zz',
    '/en-us/%00',
    '/..',
    '/../tecto-secret.txt',
    '/..%2ftecto-secret.txt',
    '/%2e%2e/tecto-secret.txt',
    '/en-us/../../tecto-secret.txt',
    '//tecto-secret.txt',
    '/\\..\\tecto-secret.txt',
    `/${'a'.repeat(10_000)}`,
    `/en-us/${'b/'.repeat(3000)}`,
    '/en-us/%F0%9F%98%80',
    '/index.html/..',
  ]
  for (const url of junk) {
    const res = await getRaw(url)
    assert.is(res.status, 404, url.slice(0, 60))
    assert.not.match(res.body, 'secret', url.slice(0, 60))
  }
  assert.match((await getRaw('/en-us/%zz')).body, 'Page not found')
})

test('HEAD answers like GET, without a body', async () => {
  const res = await app.inject({ method: 'HEAD', url: '/en-us' })
  assert.is(res.statusCode, 200)
  assert.is(res.body, '')
  assert.is(res.headers['content-length'], String(Buffer.byteLength(fakeSiteFiles['en-us/index.html']!)))
  const missing = await app.inject({ method: 'HEAD', url: '/en-us/nothing' })
  assert.is(missing.statusCode, 404)
  assert.is(missing.body, '')
})

test('pages refuse other methods with 405 and say which ones work', async () => {
  for (const method of ['POST', 'PUT', 'DELETE'] as const) {
    const res = await app.inject({ method, url: '/en-us' })
    assert.is(res.statusCode, 405, method)
    assert.is(res.headers.allow, 'GET, HEAD')
  }
})

test('security headers are set, with a policy that allows no inline script', async () => {
  const res = await app.inject('/en-us')
  assert.is(res.headers['x-content-type-options'], 'nosniff')
  const policy = res.headers['content-security-policy'] as string
  assert.match(policy, /script-src 'self'/)
  assert.not.match(policy, /script-src[^;]*unsafe-inline/)
  assert.match(policy, /frame-src 'self' https:\/\/www\.youtube-nocookie\.com(;|$)/, 'the video player, and no other frame')
  assert.match(policy, /frame-ancestors 'none'/)
})

test('every answer carries HSTS, a referrer policy and a permissions policy', async () => {
  for (const url of ['/en-us', '/en-us/nothing-here', '/assets/entries/entry.Ab12Cd34.js']) {
    const res = await app.inject(url)
    assert.is(res.headers['strict-transport-security'], 'max-age=63072000; includeSubDomains; preload', url)
    assert.is(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', url)
    assert.match(String(res.headers['permissions-policy']), /(^|, )camera=\(\)/, url)
    assert.match(String(res.headers['permissions-policy']), /geolocation=\(\)/, url)
  }
})

test('a request on a connection accepted before a shutdown is answered as usual, not 503 (a proxy retries only a refused connection)', async () => {
  const closing = await buildApp({ clientDir })
  await closing.listen({ host: '127.0.0.1', port: 0 })
  const socket = connect((closing.server.address() as AddressInfo).port, '127.0.0.1')
  await once(socket, 'connect')
  const closed = closeGracefully(closing)
  let answer = ''
  socket.on('data', (chunk) => (answer += chunk))
  socket.end('GET /en-us/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
  await once(socket, 'close')
  await closed
  assert.match(answer, /^HTTP\/1\.1 200 /, answer.split('\r\n')[0] || 'no answer')
})

test.run()
