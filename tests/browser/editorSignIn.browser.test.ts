// The hosted editor's GitHub sign-in through our own server (server/cms/githubSignIn.ts), against a stand-in of
// GitHub's OAuth endpoints on loopback: Decap's "Login with GitHub" ends signed in with the stand-in's token; a wrong
// `state` is refused before any exchange; a page of another origin that opens the sign-in never gets the token; and
// neither the secret nor the token is written to the log.
import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import fastifyFormbody from '@fastify/formbody'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildApp } from '../../server/app'
import { httpGet } from '../support/httpPost'
import { sleep, waitFor } from '../support/waitFor'
import { harness, siteClientDir } from './harness'

const clientId = 'Iv1.standin0123456789'
const clientSecret = 'standin0secret0123456789abcdef0123456789'
const token = 'gho_standinToken0123456789'

// GitHub's two OAuth endpoints as the stand-in plays them, and a page of another origin, without an opener policy.
const exchanges: Record<string, string>[] = []
const provider = Fastify()
await provider.register(fastifyFormbody)
provider.get('/login/oauth/authorize', async (request, reply) => {
  const { client_id, redirect_uri, state } = request.query as Record<string, string>
  if (client_id !== clientId) return reply.code(404).send()
  return reply.redirect(`${redirect_uri}?${new URLSearchParams({ code: 'standin-code', state: state ?? '' })}`, 302)
})
provider.post('/login/oauth/access_token', async (request) => {
  const body = request.body as Record<string, string>
  exchanges.push(body)
  return body.client_secret === clientSecret && body.code === 'standin-code'
    ? { access_token: token, token_type: 'bearer', scope: 'repo' }
    : { error: 'bad_verification_code' }
})
provider.get('/elsewhere', async (_request, reply) => reply.type('text/html').send('<!doctype html><title>Another site</title>'))
await provider.listen({ host: '127.0.0.1', port: 0 })
const oauthUrl = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`

const log: string[] = []
const app = await buildApp({
  clientDir: siteClientDir(),
  logger: { level: 'info', stream: { write: (line: string) => log.push(line) } },
  githubSignIn: { prefix: '/api', clientId, clientSecret, oauthUrl, siteOrigins: [] },
})
await app.listen({ host: '127.0.0.1', port: 0 })
const site = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
const context = await (await harness()).browser.newContext()
test.after(async () => {
  await context.close()
  await app.close()
  await provider.close()
})

// The GitHub API the signed-in editor calls: the user and the repository, answered with write access.
const apiCalls: string[] = []
await context.route('https://api.github.com/**', (route) => {
  const { pathname } = new URL(route.request().url())
  apiCalls.push(`${pathname} ${route.request().headers().authorization}`)
  if (pathname === '/user') return route.fulfill({ json: { login: 'editor', name: 'Editor', avatar_url: '' } })
  if (pathname === '/repos/tecto/site')
    return route.fulfill({ json: { name: 'site', full_name: 'tecto/site', permissions: { admin: false, push: true, pull: true } } })
  return route.fulfill({ status: 404, json: { message: 'Not Found' } })
})

test('Login with GitHub in the editor ends signed in with the token the provider gave this server', async () => {
  const page = await context.newPage()
  await page.goto(`${site}/admin/`)
  await page.getByRole('button', { name: 'Login with GitHub' }).click({ timeout: 60_000 })
  await waitFor('the editor to ask GitHub who signed in', () => apiCalls.some((call) => call.startsWith('/user ')), 30_000)
  assert.is(
    apiCalls
      .find((call) => call.startsWith('/user '))
      ?.split(' ')
      .slice(1)
      .join(' '),
    `token ${token}`,
  )
  assert.equal(
    exchanges.map(({ client_id, client_secret, code }) => [client_id, client_secret, code]),
    [[clientId, clientSecret, 'standin-code']],
  )
  await page.close()
})

/** A sign-in started as the editor's window starts it: the state cookie and the state GitHub is sent. */
async function startSignIn() {
  const start = await fetch(`${site}/api/cms/auth?provider=github&scope=repo`, { redirect: 'manual' })
  assert.is(start.status, 302)
  const cookie = start.headers.get('set-cookie')!.split(';')[0]!
  const given = new URL(start.headers.get('location')!).searchParams.get('state')!
  assert.ok(given && cookie.endsWith(`=${given}`))
  return { cookie, state: given }
}

test('the callback page holds the token for its opener, under a policy that runs its own script alone, and never the secret', async () => {
  const { cookie, state } = await startSignIn()
  const answer = await fetch(`${site}/api/cms/callback?code=standin-code&state=${state}`, { headers: { cookie } })
  assert.is(answer.status, 200)
  const page = await answer.text()
  assert.match(page, token)
  assert.not.match(page, clientSecret)
  assert.match(answer.headers.get('content-security-policy') ?? '', /^default-src 'none'; script-src 'nonce-/)
  assert.is(answer.headers.get('cross-origin-opener-policy'), null)
  assert.is(answer.headers.get('cache-control'), 'no-store')
})

test('a callback whose state is not the one this browser was given is refused before any exchange', async () => {
  const before = exchanges.length
  const { cookie } = await startSignIn()
  for (const headers of [{ cookie }, {}] as Record<string, string>[]) {
    const answer = await fetch(`${site}/api/cms/callback?code=standin-code&state=someone-elses`, { headers })
    assert.is(answer.status, 400)
    assert.not.match(await answer.text(), token)
  }
  assert.is((await httpGet(`${site}/api/cms/callback?code=standin-code`)).status, 400)
  assert.is(exchanges.length, before)
})

test('a page of another origin that opens the sign-in never receives the token', async () => {
  const page = await context.newPage()
  await page.goto(`${oauthUrl}/elsewhere`)
  const popupOpened = context.waitForEvent('page')
  await page.evaluate((url) => {
    const received: unknown[] = []
    Object.assign(window, { received })
    addEventListener('message', (event) => received.push(event.data))
    const signIn = window.open(url, 'sign-in')
    // It answers the handshake as Decap would, to anyone.
    setInterval(() => signIn?.postMessage('authorizing:github', '*'), 20)
  }, `${site}/api/cms/auth?provider=github&scope=repo`)
  const popup = await popupOpened
  await popup.waitForURL((url) => url.pathname === '/api/cms/callback')
  await popup.waitForLoadState('load')
  assert.ok(await popup.evaluate(() => window.opener !== null), 'the sign-in window keeps its opener')
  await sleep(500)
  assert.equal(await page.evaluate(() => (window as unknown as { received: unknown[] }).received), [])
  await page.close()
})

test('neither the secret nor a token is written to the log', () => {
  assert.ok(log.some((line) => line.includes('/api/cms/callback')))
  assert.equal(
    log.filter((line) => line.includes(clientSecret) || line.includes(token)),
    [],
  )
})

test.run()
