// The lead route's rate limit over real HTTP, with the X-Forwarded-For headers a proxy adds and a client forges.
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { fakeClientDir } from '../tests/support/fakeClientDir'
import { httpPost } from '../tests/support/httpPost'
import { tempDir } from '../tests/support/tempDir'
import { buildApp } from './app'
import { openLeadCapture } from './leadCapture'
import { readSettings } from './settings'

const quiet = { info: () => undefined, error: () => undefined }
const clientDir = fakeClientDir()
const dbDir = tempDir('proxy-rate-limit')
// A form posted without JavaScript (stored, answered 303): the limit is what is tested, not the anti-bot challenge.
const lead = new URLSearchParams({
  form: 'lead',
  name: 'Ana Souza',
  email: 'ana@empresa.com.br',
  phone: '(11) 98765-4321',
  country: 'BR',
  state: 'SP',
  origin: '/pt-br/contrate',
}).toString()

/** A listening server whose lead route takes 2 posts a minute per visitor, behind `TRUST_PROXY` proxies. */
async function serve(trustProxy: string) {
  const env = { DATABASE_URL: `sqlite:${join(dbDir, `leads-${trustProxy}.sqlite`)}`, LEAD_RATE_LIMIT: '2', TRUST_PROXY: trustProxy }
  const settings = readSettings(env)
  const leadCapture = await openLeadCapture(settings, quiet)
  const app = await buildApp({ clientDir, leadCapture, trustProxy: settings.trustProxy })
  app.addHook('onClose', () => leadCapture.close())
  await app.listen({ host: '127.0.0.1', port: 0 })
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/mail/contact`
  /** Posts the lead with this X-Forwarded-For header (none when undefined) and gives the status. */
  const post = async (forwardedFor?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
    if (forwardedFor !== undefined) headers['x-forwarded-for'] = forwardedFor
    return (await httpPost(url, lead, headers)).status
  }
  return { app, post }
}

const behindOneProxy = suite('TRUST_PROXY=1: the visitor is the address our proxy appended')

behindOneProxy('two visitors behind the same proxy have buckets of their own', async () => {
  const { app, post } = await serve('1')
  try {
    assert.equal([await post('203.0.113.1'), await post('203.0.113.1'), await post('203.0.113.1')], [303, 303, 429], 'visitor A')
    assert.equal([await post('203.0.113.2'), await post('203.0.113.2'), await post('203.0.113.2')], [303, 303, 429], 'visitor B')
  } finally {
    await app.close()
  }
})

behindOneProxy("a forged left-hand entry neither escapes the limit nor lands in another visitor's bucket", async () => {
  const { app, post } = await serve('1')
  try {
    assert.equal([await post('203.0.113.1'), await post('203.0.113.1')], [303, 303], 'A uses up its posts')
    // A writes its own X-Forwarded-For; the proxy appends A's real address after it.
    for (const forged of ['198.51.100.7, 203.0.113.1', '198.51.100.8, 198.51.100.9, 203.0.113.1', 'junk, 203.0.113.1']) {
      assert.is(await post(forged), 429, forged)
    }
    // B names A (whose bucket is full) on the left: B still posts on its own bucket.
    assert.equal([await post('203.0.113.1, 203.0.113.2'), await post('203.0.113.2'), await post('203.0.113.2')], [303, 303, 429], 'visitor B')
  } finally {
    await app.close()
  }
})

behindOneProxy.run()

const direct = suite('TRUST_PROXY unset: the visitor is the socket address')

direct('X-Forwarded-For is ignored, so a client cannot pick a new address per post', async () => {
  const { app, post } = await serve('')
  try {
    assert.equal([await post('198.51.100.1'), await post('198.51.100.2'), await post('198.51.100.3'), await post()], [303, 303, 429, 429])
  } finally {
    await app.close()
  }
})

direct.run()
