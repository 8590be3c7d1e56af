import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { backends, type Backend } from '../../tests/support/leadBackends'
import { sampleLead } from '../../testbed/sampleLead'
import { waitFor } from '../../tests/support/waitFor'
import { startWebhookReceiver } from '../../tests/support/webhookReceiver'
import { startOutboxWorker } from '../outbox/outboxWorker'
import { createWebhookSender } from '../webhooks/createWebhookSender'
import type { LeadStore } from './leadStore'

// An erasure request or the retention purge must leave no readable copy of a person's data in the
// database's files: not in a freed page, an index or SQLite's write-ahead log.

/** The bytes of every file that holds the store's data. */
async function storeFiles(backend: Backend, db: string): Promise<Buffer[]> {
  if (backend.name === 'SQLite') {
    const folder = dirname(db)
    return readdirSync(folder).map((file) => readFileSync(join(folder, file)))
  }
  const client = new pg.Client(db)
  await client.connect()
  try {
    // Dirty pages reach the files at a checkpoint; before it, the files could look clean by luck.
    await client.query('CHECKPOINT')
    const dataDir = (await client.query<{ data_directory: string }>('SHOW data_directory')).rows[0]!.data_directory
    const { rows } = await client.query<{ path: string }>(
      `SELECT pg_relation_filepath(c.oid) AS path FROM pg_class c
       WHERE c.relname IN ('leads', 'outbox')
          OR c.oid IN (SELECT indexrelid FROM pg_index WHERE indrelid IN ('leads'::regclass, 'outbox'::regclass))`,
    )
    return rows.map((row) => readFileSync(join(dataDir, row.path)))
  } finally {
    await client.end()
  }
}

async function copiesOf(backend: Backend, db: string, text: string): Promise<number> {
  let copies = 0
  for (const bytes of await storeFiles(backend, db)) {
    for (let at = bytes.indexOf(text); at !== -1; at = bytes.indexOf(text, at + 1)) copies++
  }
  return copies
}

for (const backend of backends) {
  const test = suite(`${backend.name}: erased data leaves the files`)
  let clock = Date.parse('2025-03-10T12:00:00Z')
  let db = ''
  let store: LeadStore

  test.before.each(async () => {
    db = await backend.newDatabase()
    store = await backend.open(db, { now: () => new Date(clock) })
  })
  test.after.each(async () => {
    await Promise.resolve()
      .then(() => store.close())
      .catch(() => undefined)
  })

  test('erasing an address leaves no copy of it, even of leads already mailed', async () => {
    for (let i = 0; i < 20; i++)
      await store.addLead(
        sampleLead({
          email: i % 2 ? 'erase.me@empresa.com.br' : 'Erase.Me@Empresa.com.br',
          name: `Maria Apagada ${i}`,
          // An ad click id names one click of one person: it goes with her.
          attribution: { utm_campaign: 'lancamento', gclid: `CliqueDaMaria${i}` },
        }),
      )
    for (let i = 0; i < 10; i++) await store.addLead(sampleLead({ email: `keep${i}@empresa.com.br` }))
    for (const mail of await store.claimDeliveries({ channel: 'mail', limit: 15, leaseMs: 60_000, worker: 'w' })) await store.markSent(mail.outboxId)
    assert.ok((await copiesOf(backend, db, 'Maria Apagada')) > 0, 'the test data never reached the files')
    assert.is(await store.eraseByEmail('erase.me@empresa.com.br'), 20)
    assert.is(await copiesOf(backend, db, 'rase.me@'), 0)
    assert.is(await copiesOf(backend, db, 'Maria Apagada'), 0)
    assert.is(await copiesOf(backend, db, 'CliqueDaMaria'), 0)
    assert.is((await store.listLeads()).length, 10)
    assert.ok((await copiesOf(backend, db, 'keep9@empresa.com.br')) > 0)
  })

  // SQLite keeps sample index keys (sqlite_stat4) in the database file once someone runs ANALYZE.
  test('erasing an address leaves no copy of it in the statistics an operator had the database gather', async () => {
    for (let i = 0; i < 20; i++) await store.addLead(sampleLead({ email: i < 5 ? 'erase.me@empresa.com.br' : `keep${i}@empresa.com.br` }))
    await backend.exec(db, 'ANALYZE')
    assert.is(await store.eraseByEmail('erase.me@empresa.com.br'), 5)
    assert.is(await copiesOf(backend, db, 'rase.me@'), 0)
  })

  test('purging old leads leaves no copy of them', async () => {
    clock = Date.parse('2023-01-01T00:00:00Z')
    for (let i = 0; i < 20; i++) await store.addLead(sampleLead({ email: `old${i}@antiga.com.br`, name: `Cliente Antigo ${i}` }))
    clock = Date.parse('2025-03-10T12:00:00Z')
    await store.addLead(sampleLead({ email: 'new@empresa.com.br' }))
    assert.is(await store.purgeBefore(new Date(clock - 365 * 86_400_000)), 20)
    assert.is(await copiesOf(backend, db, '@antiga.com.br'), 0)
    assert.is(await copiesOf(backend, db, 'Cliente Antigo'), 0)
  })

  test('erasing a lead sent to webhooks leaves no copy of it in the outbox either', async () => {
    const secret = `whsec_${randomBytes(32).toString('base64')}`
    const accepting = await startWebhookReceiver(secret)
    // A receiver that refuses and echoes the lead back in its answer, which the outbox must not keep.
    const echoing = await startWebhookReceiver(secret)
    echoing.answer = (request) => ({ status: 400, body: `bad request: ${request.body}` })
    await store.close()
    // On the real clock: the worker checks its leases against it.
    store = await backend.open(db, { webhookUrls: [accepting.url, echoing.url] })
    for (let i = 0; i < 5; i++) await store.addLead(sampleLead({ email: 'erase.me@empresa.com.br', name: `Maria Apagada ${i}` }))
    await store.addLead(sampleLead({ email: 'keep@empresa.com.br', name: 'Joana Mantida' }))
    const sender = createWebhookSender({ secret })
    const quiet = { info: () => undefined, error: () => undefined }
    const worker = startOutboxWorker({ store, channel: 'webhook', send: sender.send, pollMs: 20, retryBaseMs: 20, permanentAttempts: 1, log: quiet })
    try {
      await waitFor('every webhook sent or failed', async () => {
        const counts = await store.webhookCounts()
        return counts.sent === 6 && counts.failed === 6
      })
    } finally {
      await worker.stop()
      await Promise.all([accepting.close(), echoing.close()])
    }
    assert.ok((await copiesOf(backend, db, 'Maria Apagada')) > 0, 'the test data never reached the files')
    assert.is(await store.eraseByEmail('erase.me@empresa.com.br'), 5)
    assert.is(await copiesOf(backend, db, 'rase.me@'), 0)
    assert.is(await copiesOf(backend, db, 'Maria Apagada'), 0)
    assert.equal(await store.webhookCounts(), { pending: 0, sent: 1, failed: 1 })
    // What is left of the kept lead's webhooks is the address and a status code, not the lead.
    const [kept] = await store.listLeads()
    assert.equal(
      kept?.webhooks.map((webhook) => webhook.lastError),
      [null, 'WebhookAttemptError: HTTP 400'],
    )
  })

  test.run()
}
