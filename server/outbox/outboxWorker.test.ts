import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { backends } from '../../tests/support/leadBackends'
import { freePort } from '../../tests/support/postgres'
import { sampleLead } from '../../tests/support/sampleLead'
import { startSmtpSink, type SmtpSink } from '../../tests/support/smtpSink'
import { settle, waitFor } from '../../tests/support/waitFor'
import type { LeadStore } from '../leads/leadStore'
import { createLeadMailer, type LeadMailer } from '../mail/createLeadMailer'
import { startOutboxWorker, type OutboxWorker } from './outboxWorker'
import { retryDelay } from './retryDelay'

const addresses = { from: 'Site Tecto <site@tecto.com.br>', to: 'contato@tecto.com.br' }
const quiet = { info: () => undefined, error: () => undefined }

/** The lead ids found in the Message-IDs of what a sink received. */
function mailedLeadIds(sink: SmtpSink): string[] {
  return sink.messages.map((mail) => /<lead-([^@]+)@/.exec(mail.header('message-id') ?? '')?.[1] ?? '?')
}

const backoff = suite('retry delay')

backoff('doubles from the base per attempt and stops at 15 minutes', () => {
  assert.equal([1, 2, 3, 4].map((attempt) => retryDelay(attempt, 5000)), [5000, 10_000, 20_000, 40_000])
  assert.is(retryDelay(12, 5000), 15 * 60_000)
  assert.is(retryDelay(1000, 5000), 15 * 60_000)
})

backoff.run()

for (const backend of backends) {
  const test = suite(`outbox worker on ${backend.name}`)
  let db = ''
  let cleanup: (() => Promise<void> | void)[] = []
  const track = <T>(thing: T, close: (thing: T) => Promise<void> | void): T => {
    cleanup.push(() => close(thing))
    return thing
  }
  const open = async () => track(await backend.open(db), (store) => store.close())
  const sink = async (port?: number) => track(await startSmtpSink(port), (s) => s.close())
  const mailer = (url: string) => track(createLeadMailer(url, addresses), (m: LeadMailer) => m.close())
  const worker = (store: LeadStore, send: LeadMailer, pollMs = 50): OutboxWorker =>
    track(startOutboxWorker({ store, send: send.send, pollMs, retryBaseMs: 100, log: quiet }), (w) => w.stop())

  test.before.each(async () => {
    db = await backend.newDatabase()
    cleanup = []
  })
  // Never throws: uvu would swallow a failing before.each along with it (its runner returns from `finally`).
  test.after.each(async () => {
    // Workers first, then mailers, sinks and stores.
    for (const close of cleanup.reverse()) await Promise.resolve().then(close).catch(() => undefined)
    cleanup = []
  })

  test('mails every stored lead once, to LEAD_MAIL_TO, and marks it sent', async () => {
    const store = await open()
    const smtp = await sink()
    const ids = [
      (await store.addLead(sampleLead())).id,
      (await store.addLead(sampleLead({ name: 'Bruno Lima', email: 'bruno@empresa.com.br' }))).id,
    ]
    // A long poll: only wake() can make this fast.
    const running = worker(store, mailer(smtp.url), 60_000)
    running.wake()
    await waitFor('two emails', () => smtp.messages.length === 2)
    await settle(300)
    assert.equal(mailedLeadIds(smtp).sort(), ids.sort())
    assert.equal(smtp.messages[0]!.to, ['contato@tecto.com.br'])
    assert.equal(await store.mailCounts(), { pending: 0, sent: 2 })
  })

  test('SMTP down, then up: the email arrives exactly once', async () => {
    const store = await open()
    const port = await freePort()
    const lead = await store.addLead(sampleLead())
    worker(store, mailer(`smtp://127.0.0.1:${port}`))
    await waitFor('two failed attempts', async () => ((await store.listLeads())[0]?.mail?.attempts ?? 0) >= 2)
    const [failing] = await store.listLeads()
    assert.is(failing?.mail?.status, 'pending')
    assert.match(failing?.mail?.lastError ?? '', /ECONNREFUSED/)
    const smtp = await sink(port)
    await waitFor('the email after SMTP came back', () => smtp.messages.length > 0, 15_000)
    await settle(500)
    assert.equal(mailedLeadIds(smtp), [lead.id])
    assert.equal((await store.listLeads())[0]?.mail?.status, 'sent')
  })

  test('several workers on one database send each email once', async () => {
    const smtp = await sink()
    const stores = [await open(), await open(), await open()]
    const ids: string[] = []
    for (let i = 0; i < 30; i++) ids.push((await stores[0]!.addLead(sampleLead({ email: `lead${i}@empresa.com.br` }))).id)
    for (const store of stores) worker(store, mailer(smtp.url), 20).wake()
    await waitFor('30 emails', () => smtp.messages.length >= 30)
    await settle(500)
    assert.is(smtp.messages.length, 30)
    assert.equal(mailedLeadIds(smtp).sort(), ids.sort())
  })

  test('after a restart, pending emails and expired leases are picked up', async () => {
    const before = await backend.open(db)
    const leased = await before.addLead(sampleLead())
    const pending = await before.addLead(sampleLead({ name: 'Bruno Lima', email: 'bruno@empresa.com.br' }))
    // A worker that claimed the first email and died before sending it.
    const [claimed] = await before.claimMails({ limit: 1, leaseMs: 300 })
    assert.is(claimed?.lead.id, leased.id)
    await before.close()
    const smtp = await sink()
    worker(await open(), mailer(smtp.url))
    await waitFor('both emails', () => smtp.messages.length === 2)
    assert.equal(mailedLeadIds(smtp).sort(), [pending.id, leased.id].sort())
  })

  test.run()
}
