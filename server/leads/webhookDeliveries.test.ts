import { randomUUID } from 'node:crypto'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { backends, type Backend } from '../../tests/support/leadBackends'
import { legacyDatabase } from '../../tests/support/legacyMigrations'
import { sampleLead } from '../../testbed/sampleLead'
import type { LeadStore } from './leadStore'
import { migrationNames } from './migrations'

// The outbox holds one delivery per lead and channel: the notification email and one webhook per
// LEAD_WEBHOOK_URLS address, all committed with the lead and leased, retried and counted alike.

const crm = 'https://crm.example.com/hooks/leads?token=abc'
const sheet = 'http://127.0.0.1:9/sheet'

/** A database as migration 3 left it, with leads whose emails were sent, are pending and failed. */
async function versionThreeDatabase(backend: Backend, db: string): Promise<string[]> {
  const ids = [randomUUID(), randomUUID(), randomUUID()]
  const sql = [
    ...ids.map(
      (id, i) => `INSERT INTO leads (id, kind, locale, name, email, phone, state, country, origin, created_at)
        VALUES ('${id}', 'lead', 'pt-br', 'Lead ${i}', 'lead${i}@empresa.com.br', '(11) 98765-4321', 'SP', 'BR', '', '2025-03-0${i + 1}T12:00:00.000Z')`,
    ),
    `INSERT INTO outbox (lead_id, status, attempts, next_attempt_at, last_error, sent_at) VALUES
      ('${ids[0]}', 'sent', 1, '2025-03-01T12:00:00.000Z', NULL, '2025-03-01T12:00:01.000Z'),
      ('${ids[1]}', 'pending', 2, '2025-03-02T12:00:10.000Z', 'connect ECONNREFUSED', NULL),
      ('${ids[2]}', 'failed', 3, '2025-03-03T12:00:00.000Z', '550 mailbox unavailable', NULL)`,
  ]
  await legacyDatabase(backend, db, 3, sql)
  return ids
}

for (const backend of backends) {
  const test = suite(`${backend.name} outbox with webhooks`)
  let clock = Date.parse('2025-03-10T12:00:00Z')
  let db = ''
  let store: LeadStore
  const open = (webhookUrls: string[] = [crm, sheet]) => backend.open(db, { now: () => new Date(clock), webhookUrls })

  test.before.each(async () => {
    clock = Date.parse('2025-03-10T12:00:00Z')
    db = await backend.newDatabase()
  })
  test.after.each(async () => {
    await Promise.resolve()
      .then(() => store?.close())
      .catch(() => undefined)
  })

  test('a lead is stored with its email and one webhook per address, in one go', async () => {
    store = await open()
    const lead = await store.addLead(sampleLead())
    const [listed] = await store.listLeads()
    const pending = { status: 'pending', attempts: 0, lastError: null, sentAt: null }
    assert.equal(listed?.mail, pending)
    assert.equal(listed?.webhooks, [
      { destination: crm, ...pending },
      { destination: sheet, ...pending },
    ])
    assert.equal(
      [await store.mailCounts(), await store.webhookCounts()],
      [
        { pending: 1, sent: 0, failed: 0 },
        { pending: 2, sent: 0, failed: 0 },
      ],
    )
    assert.is(listed?.id, lead.id)
  })

  test('a repeated idempotency key queues nothing more', async () => {
    store = await open()
    await store.addLead(sampleLead({ idempotencyKey: 'k1' }))
    assert.ok((await store.addLead(sampleLead({ idempotencyKey: 'k1' }))).replayed)
    assert.equal(await store.webhookCounts(), { pending: 2, sent: 0, failed: 0 })
  })

  test('without webhook addresses a lead gets its email alone', async () => {
    store = await open([])
    await store.addLead(sampleLead())
    assert.equal((await store.listLeads())[0]?.webhooks, [])
    assert.equal(await store.webhookCounts(), { pending: 0, sent: 0, failed: 0 })
  })

  test('each channel is claimed apart, a webhook with its address', async () => {
    store = await open()
    const lead = await store.addLead(sampleLead())
    const webhooks = await store.claimDeliveries({ channel: 'webhook', limit: 10, leaseMs: 60_000, worker: 'w' })
    assert.equal(
      webhooks.map(({ channel, destination, attempts, lead: { id } }) => ({ channel, destination, attempts, id })),
      [
        { channel: 'webhook', destination: crm, attempts: 1, id: lead.id },
        { channel: 'webhook', destination: sheet, attempts: 1, id: lead.id },
      ],
    )
    assert.equal(await store.claimDeliveries({ channel: 'webhook', limit: 10, leaseMs: 60_000, worker: 'w' }), [])
    const [mail] = await store.claimDeliveries({ channel: 'mail', limit: 10, leaseMs: 60_000, worker: 'w' })
    assert.equal([mail?.channel, mail?.destination, mail?.lead.name], ['mail', '', 'Ana Souza'])
  })

  test('a webhook is sent, retried or failed on its own; listing and counts follow', async () => {
    store = await open()
    await store.addLead(sampleLead())
    const [toCrm, toSheet] = await store.claimDeliveries({ channel: 'webhook', limit: 10, leaseMs: 60_000, worker: 'w' })
    await store.markSent(toCrm!.outboxId)
    await store.scheduleRetry(toSheet!.outboxId, 'WebhookAttemptError: HTTP 503', 5000)
    let [listed] = await store.listLeads()
    assert.equal(
      listed?.webhooks.map((webhook) => [webhook.status, webhook.attempts, webhook.lastError, webhook.sentAt?.getTime() ?? null]),
      [
        ['sent', 1, null, clock],
        ['pending', 1, 'WebhookAttemptError: HTTP 503', null],
      ],
    )
    clock += 5000
    const [again] = await store.claimDeliveries({ channel: 'webhook', limit: 10, leaseMs: 60_000, worker: 'w' })
    assert.equal([again?.outboxId, again?.attempts], [toSheet!.outboxId, 2])
    await store.markFailed(again!.outboxId, 'WebhookAttemptError: HTTP 410')
    ;[listed] = await store.listLeads()
    assert.is(listed?.mail?.status, 'pending')
    assert.equal(await store.webhookCounts(), { pending: 0, sent: 1, failed: 1 })
    assert.is(await store.retryFailedDeliveries(), 1)
    assert.equal(await store.webhookCounts(), { pending: 1, sent: 1, failed: 0 })
  })

  test('health reports each channel apart', async () => {
    store = await open()
    await store.addLead(sampleLead())
    clock += 60_000
    const [mail] = await store.claimDeliveries({ channel: 'mail', limit: 1, leaseMs: 1000, worker: 'w' })
    await store.markSent(mail!.outboxId)
    const [webhook] = await store.claimDeliveries({ channel: 'webhook', limit: 1, leaseMs: 1000, worker: 'w' })
    await store.markFailed(webhook!.outboxId, 'WebhookAttemptError: HTTP 404')
    assert.equal(await store.outboxHealth(), {
      mail: { pending: 0, failed: 0, oldestPendingSeconds: 0 },
      webhook: { pending: 1, failed: 1, oldestPendingSeconds: 60 },
    })
  })

  test('a limited listing carries the webhooks of the leads it shows', async () => {
    store = await open()
    for (const name of ['First', 'Second', 'Third']) {
      clock += 1000
      await store.addLead(sampleLead({ name }))
    }
    const listed = await store.listLeads({ newestFirst: true, limit: 2 })
    assert.equal(
      listed.map((lead) => [lead.name, lead.webhooks.length]),
      [
        ['Third', 2],
        ['Second', 2],
      ],
    )
  })

  test('erasure and purge take the webhook deliveries with the lead', async () => {
    store = await open()
    clock = Date.parse('2024-01-01T00:00:00Z')
    await store.addLead(sampleLead({ name: 'Old lead', email: 'old@empresa.com.br' }))
    clock = Date.parse('2025-03-10T12:00:00Z')
    await store.addLead(sampleLead({ email: 'erase.me@empresa.com.br' }))
    await store.addLead(sampleLead({ email: 'keep@empresa.com.br' }))
    assert.is(await store.eraseByEmail('erase.me@empresa.com.br'), 1)
    assert.is(await store.purgeBefore(new Date(clock - 365 * 86_400_000)), 1)
    assert.equal(await store.webhookCounts(), { pending: 2, sent: 0, failed: 0 })
  })

  test('migration 4 keeps every email of a version 3 database as it was, and adds no webhook to old leads', async () => {
    const ids = await versionThreeDatabase(backend, db)
    store = await open()
    assert.equal(await backend.migrations(db), migrationNames)
    const listed = await store.listLeads()
    assert.equal(
      listed.map((lead) => lead.id),
      ids,
    )
    assert.equal(
      listed.map(({ mail, webhooks }) => [mail?.status, mail?.attempts, mail?.lastError, mail?.sentAt?.toISOString() ?? null, webhooks]),
      [
        ['sent', 1, null, '2025-03-01T12:00:01.000Z', []],
        ['pending', 2, 'connect ECONNREFUSED', null, []],
        ['failed', 3, '550 mailbox unavailable', null, []],
      ],
    )
    assert.equal(
      [await store.mailCounts(), await store.webhookCounts()],
      [
        { pending: 1, sent: 1, failed: 1 },
        { pending: 0, sent: 0, failed: 0 },
      ],
    )
    // The pending email is still due, and still a mail.
    const [due] = await store.claimDeliveries({ channel: 'mail', limit: 10, leaseMs: 1000, worker: 'w' })
    assert.equal([due?.lead.id, due?.attempts, due?.channel], [ids[1], 3, 'mail'])
    // A lead after the migration gets its webhooks.
    await store.addLead(sampleLead())
    assert.equal(await store.webhookCounts(), { pending: 2, sent: 0, failed: 0 })
  })

  test('the schema holds a lead to one delivery per channel and address', async () => {
    store = await open([crm])
    const lead = await store.addLead(sampleLead())
    await store.close()
    for (const [channel, destination] of [
      ['webhook', crm],
      ['mail', ''],
    ]) {
      try {
        await backend.exec(
          db,
          `INSERT INTO outbox (lead_id, channel, destination, status, attempts, next_attempt_at) VALUES ('${lead.id}', '${channel}', '${destination}', 'pending', 0, '2025-03-10T12:00:00.000Z')`,
        )
        assert.unreachable(`a second ${channel} delivery was stored`)
      } catch (error) {
        assert.match(String(error), /unique/i)
      }
    }
  })

  test.run()
}
