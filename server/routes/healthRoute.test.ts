import Fastify from 'fastify'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { backends } from '../../tests/support/leadBackends'
import { sampleLead } from '../../tests/support/sampleLead'
import type { LeadStore } from '../leads/leadStore'
import { refusalReasons } from '../botDefence/refusalReasons'
import { healthRoute } from './healthRoute'

const noRefusals = Object.fromEntries(refusalReasons.map((reason) => [reason, 0]))

for (const backend of backends) {
  const test = suite(`GET /api/health on ${backend.name}`)
  let clock = Date.parse('2025-03-10T12:00:00Z')
  let store: LeadStore

  async function health() {
    const app = Fastify()
    await app.register(healthRoute, { prefix: '/api', store, stuckAfterSeconds: 600, now: () => new Date(clock) })
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    await app.close()
    return { status: res.statusCode, body: res.json(), cache: res.headers['cache-control'] }
  }

  test.before.each(async () => {
    store = await backend.open(await backend.newDatabase(), { now: () => new Date(clock) })
  })
  test.after.each(async () => {
    await Promise.resolve().then(() => store.close()).catch(() => undefined)
  })

  test('answers 200 with the outbox counts while mail flows', async () => {
    await store.addLead(sampleLead())
    clock += 30_000
    assert.equal(await health(), { status: 200, body: { store: 'ok', pendingMails: 1, failedMails: 0, oldestPendingSeconds: 30, botRefusalsLast7Days: noRefusals }, cache: 'no-store' })
  })

  test('answers 503 when the oldest pending email waits too long', async () => {
    await store.addLead(sampleLead())
    clock += 601_000
    const { status, body } = await health()
    assert.equal([status, body.oldestPendingSeconds], [503, 601])
  })

  test('answers 503 when an email was given up on', async () => {
    await store.addLead(sampleLead())
    const [mail] = await store.claimMails({ limit: 1, leaseMs: 1000, worker: 'w' })
    await store.markFailed(mail!.outboxId, '550 no such user')
    const { status, body } = await health()
    assert.equal([status, body.failedMails, body.pendingMails], [503, 1, 0])
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
    assert.equal(await health(), { status: 503, body: { store: 'unreachable', pendingMails: null, failedMails: null, oldestPendingSeconds: null, botRefusalsLast7Days: null }, cache: 'no-store' })
  })

  test.run()
}
