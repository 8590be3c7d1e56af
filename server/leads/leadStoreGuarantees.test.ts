import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { backends } from '../../tests/support/leadBackends'
import { sampleLead } from '../../testbed/sampleLead'
import { IdempotencyKeyReused, type LeadStore } from './leadStore'

// What the store promises beyond keeping a lead: a retried post is stored once, a claimed email
// belongs to one worker while its lease lasts, and an email that cannot be delivered ends as failed.
for (const backend of backends) {
  const test = suite(`${backend.name} lead store guarantees`)
  let clock = Date.parse('2025-03-10T12:00:00Z')
  const options = { now: () => new Date(clock) }
  let store: LeadStore

  test.before.each(async () => {
    store = await backend.open(await backend.newDatabase(), options)
  })
  // Never throws: uvu would swallow a failing before.each along with it.
  test.after.each(async () => {
    await Promise.resolve()
      .then(() => store.close())
      .catch(() => undefined)
  })

  test('a repeated idempotency key answers the first lead and stores nothing new', async () => {
    const first = await store.addLead(sampleLead({ idempotencyKey: 'e0b8c3a2-0f4e-4d7e-9a51-3c2b1d0e9f87' }))
    const again = await store.addLead(sampleLead({ idempotencyKey: 'e0b8c3a2-0f4e-4d7e-9a51-3c2b1d0e9f87' }))
    assert.equal([first.replayed, again.replayed, again.id], [false, true, first.id])
    assert.is((await store.listLeads()).length, 1)
    assert.equal(await store.mailCounts(), { pending: 1, sent: 0, failed: 0 })
  })

  test('leads without a key are never taken for each other', async () => {
    await store.addLead(sampleLead())
    await store.addLead(sampleLead())
    assert.is((await store.listLeads()).length, 2)
  })

  test('a key sent again with other fields is refused, and the first lead stays as it was', async () => {
    await store.addLead(sampleLead({ idempotencyKey: 'key-1' }))
    try {
      await store.addLead(sampleLead({ idempotencyKey: 'key-1', name: 'Someone Else' }))
      assert.unreachable('the second lead was accepted')
    } catch (error) {
      assert.instance(error, IdempotencyKeyReused)
      assert.is((error as IdempotencyKeyReused).statusCode, 422)
    }
    assert.equal(
      (await store.listLeads()).map((lead) => lead.name),
      ['Ana Souza'],
    )
  })

  test('leads posted together with the same key are stored once', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => store.addLead(sampleLead({ idempotencyKey: 'same' }))))
    assert.is(new Set(results.map((lead) => lead.id)).size, 1)
    assert.is(results.filter((lead) => !lead.replayed).length, 1)
    assert.is((await store.listLeads()).length, 1)
  })

  test('a lease is renewed only by the worker holding it', async () => {
    await store.addLead(sampleLead())
    const [mine] = await store.claimDeliveries({ channel: 'mail', limit: 1, leaseMs: 1000, worker: 'worker-a' })
    clock += 900
    assert.is(await store.renewLeases('worker-b', 1000), 0)
    assert.is(await store.renewLeases('worker-a', 1000), 1)
    clock += 900
    // Without the renewal the lease would have ended 800 ms ago.
    assert.equal(await store.claimDeliveries({ channel: 'mail', limit: 1, leaseMs: 1000, worker: 'worker-b' }), [])
    clock += 200
    const [theirs] = await store.claimDeliveries({ channel: 'mail', limit: 1, leaseMs: 1000, worker: 'worker-b' })
    assert.is(theirs?.outboxId, mine?.outboxId)
  })

  test('a failed email is never claimed again, and is counted and listed as failed', async () => {
    await store.addLead(sampleLead())
    const [claimed] = await store.claimDeliveries({ channel: 'mail', limit: 1, leaseMs: 1000, worker: 'w' })
    await store.markFailed(claimed!.outboxId, '550 5.1.1 mailbox unavailable')
    clock += 86_400_000
    assert.equal(await store.claimDeliveries({ channel: 'mail', limit: 1, leaseMs: 1000, worker: 'w' }), [])
    assert.equal(await store.mailCounts(), { pending: 0, sent: 0, failed: 1 })
    const [listed] = await store.listLeads()
    assert.equal(listed?.mail, { status: 'failed', attempts: 1, lastError: '550 5.1.1 mailbox unavailable', sentAt: null })
  })

  test('the outbox reports how long the oldest pending email has waited', async () => {
    const none = { pending: 0, failed: 0, oldestPendingSeconds: 0 }
    assert.equal(await store.outboxHealth(), { mail: none, webhook: none })
    await store.addLead(sampleLead())
    clock += 90_000
    await store.addLead(sampleLead())
    clock += 30_000
    assert.equal(await store.outboxHealth(), { mail: { pending: 2, failed: 0, oldestPendingSeconds: 120 }, webhook: none })
  })

  test('failed emails can be queued again once their cause is fixed', async () => {
    await store.addLead(sampleLead())
    const [claimed] = await store.claimDeliveries({ channel: 'mail', limit: 1, leaseMs: 1000, worker: 'w' })
    await store.markFailed(claimed!.outboxId, '550 relay denied')
    assert.is(await store.retryFailedDeliveries(), 1)
    const [again] = await store.claimDeliveries({ channel: 'mail', limit: 1, leaseMs: 1000, worker: 'w' })
    assert.equal([again?.outboxId, again?.attempts], [claimed!.outboxId, 1])
  })

  test('leads that arrive together are stored; one bad lead fails alone', async () => {
    const good = Array.from({ length: 9 }, (_, i) => sampleLead({ email: `lead${i}@empresa.com.br` }))
    const bad = { ...sampleLead(), kind: 'bogus' } as unknown as ReturnType<typeof sampleLead>
    const results = await Promise.allSettled([...good.slice(0, 4), bad, ...good.slice(4)].map((lead) => store.addLead(lead)))
    assert.equal(
      results.map((result) => result.status === 'fulfilled'),
      [true, true, true, true, false, true, true, true, true, true],
    )
    assert.is((await store.listLeads()).length, 9)
    assert.equal(await store.mailCounts(), { pending: 9, sent: 0, failed: 0 })
  })

  test.run()
}
