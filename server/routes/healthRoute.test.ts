import Fastify from 'fastify'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { backends } from '../../tests/support/leadBackends'
import { sampleLead } from '../../testbed/sampleLead'
import type { LeadStore } from '../leads/leadStore'
import { refusalReasons } from '../botDefence/refusalReasons'
import { bringsToken, healthRoute } from './healthRoute'

const token = 'health-token-0123456789abcdefghijklmnop'
const withToken = { authorization: `Bearer ${token}` }
const noRefusals = Object.fromEntries(refusalReasons.map((reason) => [reason, 0]))

for (const backend of backends) {
  const test = suite(`GET /api/health on ${backend.name}`)
  let clock = Date.parse('2025-03-10T12:00:00Z')
  let store: LeadStore

  /** The health answer to a caller with these headers (the operator's, with the token, by default). */
  async function health(headers: Record<string, string> = withToken, configured = token) {
    const app = Fastify()
    await app.register(healthRoute, { prefix: '/api', store, token: configured, stuckAfterSeconds: 600, now: () => new Date(clock) })
    const res = await app.inject({ method: 'GET', url: '/api/health', headers })
    await app.close()
    return { status: res.statusCode, body: res.json(), cache: res.headers['cache-control'] }
  }

  test.before.each(async () => {
    clock = Date.parse('2025-03-10T12:00:00Z')
    store = await backend.open(await backend.newDatabase(), { now: () => new Date(clock), webhookUrls: ['https://crm.example.com/hooks/leads'] })
  })
  test.after.each(async () => {
    await Promise.resolve()
      .then(() => store.close())
      .catch(() => undefined)
  })

  test('answers 200 with the outbox counts while mails and webhooks flow', async () => {
    await store.addLead(sampleLead())
    clock += 30_000
    const [webhook] = await store.claimDeliveries({ channel: 'webhook', limit: 1, leaseMs: 1000, worker: 'w' })
    await store.markSent(webhook!.outboxId)
    await store.addLead(sampleLead())
    clock += 10_000
    assert.equal(await health(), {
      status: 200,
      body: {
        status: 'ok',
        store: 'ok',
        pendingMails: 2,
        failedMails: 0,
        oldestPendingSeconds: 40,
        pendingWebhooks: 1,
        failedWebhooks: 0,
        oldestPendingWebhookSeconds: 10,
        botRefusalsLast7Days: noRefusals,
      },
      cache: 'no-store',
    })
  })

  test('answers 503 when the oldest pending email waits too long', async () => {
    await store.addLead(sampleLead())
    clock += 601_000
    const { status, body } = await health()
    assert.equal([status, body.oldestPendingSeconds], [503, 601])
  })

  test('answers 503 when an email was given up on', async () => {
    await store.addLead(sampleLead())
    const [mail] = await store.claimDeliveries({ channel: 'mail', limit: 1, leaseMs: 1000, worker: 'w' })
    await store.markFailed(mail!.outboxId, '550 no such user')
    const { status, body } = await health()
    assert.equal([status, body.failedMails, body.pendingMails], [503, 1, 0])
  })

  test('answers 503 when a webhook was given up on, the mail being fine', async () => {
    await store.addLead(sampleLead())
    const [mail] = await store.claimDeliveries({ channel: 'mail', limit: 1, leaseMs: 1000, worker: 'w' })
    await store.markSent(mail!.outboxId)
    const [webhook] = await store.claimDeliveries({ channel: 'webhook', limit: 1, leaseMs: 1000, worker: 'w' })
    await store.markFailed(webhook!.outboxId, 'WebhookAttemptError: HTTP 410')
    const { status, body } = await health()
    assert.equal([status, body.failedMails, body.failedWebhooks, body.pendingWebhooks], [503, 0, 1, 0])
  })

  test('answers 503 when the oldest pending webhook waits too long', async () => {
    await store.addLead(sampleLead())
    const [mail] = await store.claimDeliveries({ channel: 'mail', limit: 1, leaseMs: 1000, worker: 'w' })
    await store.markSent(mail!.outboxId)
    clock += 601_000
    const { status, body } = await health()
    assert.equal([status, body.oldestPendingSeconds, body.oldestPendingWebhookSeconds], [503, 0, 601])
  })

  test('counts the refused posts of the last 7 days per reason, and stays 200 however many there are', async () => {
    await store.countRefusal('honeypot')
    clock -= 7 * 86_400_000
    await store.countRefusal('replayed')
    clock += 86_400_000
    await store.countRefusal('too-fast')
    clock += 6 * 86_400_000
    await store.countRefusal('honeypot')
    await store.countRefusal('no-solution')
    const { status, body } = await health()
    assert.is(status, 200)
    assert.equal(body.botRefusalsLast7Days, { ...noRefusals, honeypot: 2, 'no-solution': 1, 'too-fast': 1 })
  })

  test('answers 503 when the store is unreachable', async () => {
    await store.close()
    assert.equal(await health(), {
      status: 503,
      body: {
        status: 'degraded',
        store: 'unreachable',
        pendingMails: null,
        failedMails: null,
        oldestPendingSeconds: null,
        pendingWebhooks: null,
        failedWebhooks: null,
        oldestPendingWebhookSeconds: null,
        botRefusalsLast7Days: null,
      },
      cache: 'no-store',
    })
  })

  test('tells an anonymous caller only whether the service is up, however many leads wait', async () => {
    await store.addLead(sampleLead())
    await store.countRefusal('honeypot')
    assert.equal(await health({}), { status: 200, body: { status: 'ok' }, cache: 'no-store' })
    clock += 601_000
    assert.equal(await health({}), { status: 503, body: { status: 'degraded' }, cache: 'no-store' })
  })

  test('answers a wrong token, a token of another scheme and a caller from loopback as it answers anyone', async () => {
    await store.addLead(sampleLead())
    for (const authorization of [`Bearer ${token}x`, `Bearer ${token.slice(0, -1)}`, `Basic ${token}`, `${token}`, 'Bearer']) {
      assert.equal((await health({ authorization })).body, { status: 'ok' }, authorization)
    }
    assert.equal((await health({ 'x-forwarded-for': '127.0.0.1' })).body, { status: 'ok' })
  })

  test('shows the counts to no one while HEALTH_TOKEN is unset', async () => {
    assert.equal((await health({ authorization: 'Bearer ' }, '')).body, { status: 'ok' })
    assert.equal((await health({ authorization: 'Bearer undefined' }, '')).body, { status: 'ok' })
  })

  test('tells an anonymous caller that the store is unreachable, with no counts', async () => {
    await store.close()
    assert.equal(await health({}), { status: 503, body: { status: 'degraded', store: 'unreachable' }, cache: 'no-store' })
  })

  test.run()
}

const token$ = suite('the health token')

token$('is read from a Bearer authorization, whatever the case of the scheme', () => {
  assert.ok(bringsToken(`bearer ${token}`, token))
  assert.ok(bringsToken(`Bearer  ${token} `, token))
  assert.not.ok(bringsToken(undefined, token))
  assert.not.ok(bringsToken(`Bearer ${token}`, ''))
})

token$.run()
