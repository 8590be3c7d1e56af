// The nginx recipe of deploy/nginx/, run by Debian's nginx over TLS in front of our server (docs/operating/nginx.md):
// the pages over HTTP/2 with exactly the headers our server sends, a lead sent through it and stored, each visitor
// counted by the address nginx saw (TRUST_PROXY=1), and the build's branded page while no server answers.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { connect as connectHttp2 } from 'node:http2'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildApp } from '../../server/app'
import { freePort } from '../../testbed/freePort'
import { solve } from '../support/solvedChallenge'
import { type ProxyAnswer, type ProxyRequest, startNginxProxy, viaProxy } from '../support/nginxProxy'
import { harness, siteClientDir } from './harness'
import { openTestLeadCapture } from './testLeadCapture'

const clientDir = siteClientDir()
const ports = new Set<number>()
while (ports.size < 4) ports.add(await freePort())
const [httpsPort, httpPort, serverPort, stoppedPort] = [...ports] as [number, number, number, number]

// The server sees the visitor through nginx: the site's origin is the proxy's, one hop is trusted, two posts a minute.
let skewMs = 0
const { capture } = await openTestLeadCapture(`https://127.0.0.1:${httpsPort}`, { now: () => new Date(Date.now() + skewMs) })
const app = await buildApp({ clientDir, trustProxy: 1, leadCapture: { ...capture, routes: { ...capture.routes, rateLimit: { max: 2 } } } })
app.addHook('onClose', () => capture.close())
await app.listen({ host: '127.0.0.1', port: serverPort })
// The second instance of the recipe's upstream is down, as during a deploy: nginx must carry on with the first.
const proxy = await startNginxProxy({ clientDir, serverPorts: [serverPort, stoppedPort], httpsPort, httpPort })
test.after(async () => {
  await proxy.stop()
  await app.close()
})

/** A request to the proxy (tests/support/nginxProxy.ts). */
const request = (path: string, options?: ProxyRequest) => viaProxy(proxy, path, options)

/** A GET over HTTP/2 (the client speaks nothing else, so an answer proves the proxy does). */
function viaHttp2(path: string, headers: Record<string, string> = {}): Promise<ProxyAnswer> {
  return new Promise((resolve, reject) => {
    const session = connectHttp2(proxy.httpsOrigin, { ca: proxy.certificate })
    session.on('error', reject)
    const stream = session.request({ ':path': path, ...headers })
    const chunks: Buffer[] = []
    let answer: Omit<ProxyAnswer, 'body'> = { status: 0, headers: {} }
    stream.on('response', (head) => (answer = { status: Number(head[':status']), headers: head as ProxyAnswer['headers'] }))
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      session.close()
      resolve({ ...answer, body: Buffer.concat(chunks) })
    })
    stream.on('error', reject)
  })
}

// What differs per answer or per server software, and so is not compared.
const perAnswer = new Set([
  'date',
  'etag',
  'last-modified',
  'content-length',
  'content-encoding',
  'vary',
  'accept-ranges',
  'connection',
  'keep-alive',
  'server',
])

/** The headers our server sends for `path`, but those that differ per answer. */
async function serverHeaders(path: string): Promise<Record<string, string>> {
  const { headers } = await app.inject({ url: path, headers: { 'accept-encoding': 'gzip' } })
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !perAnswer.has(name))
      .map(([name, value]) => [name, String(value)]),
  )
}

test('nginx reads the recipe without a warning', () => {
  assert.is(proxy.output(), '')
})

test('the http address sends visitors to https', async () => {
  const status = await new Promise<{ code?: number; location?: string }>((resolve, reject) => {
    httpRequest(`${proxy.httpOrigin}/pt-br/contato`, (res) => resolve({ code: res.statusCode, location: res.headers.location }))
      .on('error', reject)
      .end()
  })
  assert.equal(status, { code: 301, location: 'https://127.0.0.1/pt-br/contato' })
})

test('pages, hashed files, other files and the editor come over HTTP/2 with exactly the headers our server sends', async () => {
  const asset = readdirSync(join(clientDir, 'assets')).find((name) => name.endsWith('.js'))
  const rootFile = readdirSync(clientDir).find((name) => /\.(svg|ico|png|txt)$/.test(name) && statSync(join(clientDir, name)).isFile())
  assert.ok(asset && rootFile, 'the build has a hashed script and a file at its root')
  for (const path of ['/pt-br/', '/en-us/contato', `/assets/${asset}`, `/${rootFile}`, '/sitemap.xml', '/es-es/noticias/feed.xml', '/admin/']) {
    const answer = await viaHttp2(path, { 'accept-encoding': 'gzip' })
    assert.is(answer.status, 200, path)
    for (const [name, value] of Object.entries(await serverHeaders(path))) assert.is(answer.headers[name], value, `${path}: ${name}`)
  }
})

test("pages go out as the build's precompressed copy", async () => {
  const answer = await viaHttp2('/es-es/contato', { 'accept-encoding': 'gzip' })
  assert.is(answer.headers['content-encoding'], 'gzip')
  assert.ok(answer.body.equals(readFileSync(join(clientDir, 'es-es', 'contato', 'index.html.gz'))))
})

test('a lead sent from the contact page through the proxy is stored with its page', async () => {
  const context = await (await harness()).browser.newContext({ ignoreHTTPSErrors: true })
  try {
    const page = await context.newPage()
    await page.goto(`${proxy.httpsOrigin}/en-us/contato`, { waitUntil: 'load' })
    const form = 'form[action$="/mail/contact"]'
    await page.waitForSelector(`${form}[novalidate]`)
    await page.locator(`${form} [name="country"]`).selectOption('BR')
    const email = `proxy-${Date.now()}@example.com`
    const fields = { name: 'Ana Souza', phone: '11987654321', company: 'Acme Ltda', role: 'CTO', email, message: 'We need an app.' }
    for (const [name, value] of Object.entries(fields)) await page.locator(`${form} [name="${name}"]`).fill(value)
    await page.locator(`${form} button[type="submit"]`).click()
    await page.waitForURL((url) => url.pathname === '/en-us/obrigado')
    const leads = await capture.store.listLeads({ email })
    assert.equal(
      leads.map((lead) => [lead.kind, lead.origin]),
      [['contact', `${proxy.httpsOrigin}/en-us/contato`]],
    )
  } finally {
    await context.close()
  }
})

/** A landing-page lead posted as the form's script posts it, from `from`, with a solved challenge. */
async function postLead(from: string, headers: Record<string, string> = {}): Promise<number> {
  const challenge = JSON.parse(String((await request('/api/challenge?form=lead', { from })).body))
  skewMs += 60_000 // a person takes more than the form's minimum fill time
  const lead = { name: 'Bruno Lima', email: `bruno-${from}@example.com`, phone: '(21) 99876-5432', state: 'RJ', origin: `${proxy.httpsOrigin}/pt-br/contrate` }
  const body = JSON.stringify({ ...lead, altcha: await solve(challenge) })
  return (await request('/api/mail/contact', { method: 'POST', from, body, headers: { 'content-type': 'application/json', ...headers } })).status
}

test('each visitor is counted by the address nginx saw, whatever X-Forwarded-For they send', async () => {
  assert.equal([await postLead('127.0.0.2'), await postLead('127.0.0.2')], [201, 201])
  assert.is(await postLead('127.0.0.2', { 'x-forwarded-for': '10.9.8.7' }), 429, 'a spent visitor cannot pose as another')
  assert.is(await postLead('127.0.0.3'), 201, 'another visitor has a count of their own')
})

test("while no server answers, pages are still served and the rest gets the build's branded page in the visitor's language", async () => {
  const { 'content-security-policy': policy } = await serverHeaders('/pt-br/')
  await app.close()
  assert.is((await request('/en-us/contato')).status, 200)
  const post = await request('/api/mail/contact', {
    method: 'POST',
    body: 'name=Ana',
    headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${proxy.httpsOrigin}/es-es/contato` },
  })
  assert.is(post.status, 502)
  assert.match(String(post.body), '<html lang="es-ES"')
  assert.match(String(post.body), 'Volvemos en un momento')
  assert.is(post.headers['content-security-policy'], policy)
  const unknown = await request('/en-us/no-such-page')
  assert.equal([unknown.status, String(unknown.body).includes('We’ll be back in a moment')], [502, true])
})

test.run()
