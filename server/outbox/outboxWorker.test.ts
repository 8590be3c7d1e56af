import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { backends } from '../../tests/support/leadBackends'
import { freePort } from '../../testbed/freePort'
import { sampleLead } from '../../testbed/sampleLead'
import { startSmtpSink, type SmtpSink, type SmtpSinkOptions } from '../../testbed/smtpSink'
import { outboxTime, type OutboxTime } from '../../tests/support/outboxTime'
import { waitFor } from '../../tests/support/waitFor'
import type { LeadStore } from '../leads/leadStore'
import { createLeadMailer } from '../mail/createLeadMailer'
import { retryDelay, startOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './outboxWorker'

const addresses = { from: 'Site Tecto <site@tecto.com.br>', to: 'contato@tecto.com.br' }
const quiet = { info: () => undefined, error: () => undefined }

/** The lead ids found in the Message-IDs of what a sink received. */
function mailedLeadIds(sink: SmtpSink): string[] {
  return sink.messages.map((mail) => /<lead-([^@]+)@/.exec(mail.header('message-id') ?? '')?.[1] ?? '?')
}

const backoff = suite('retry delay')

backoff('doubles from the base per attempt and stops at 15 minutes', () => {
  assert.equal(
    [1, 2, 3, 4].map((attempt) => retryDelay(attempt, 5000)),
    [5000, 10_000, 20_000, 40_000],
  )
  assert.is(retryDelay(12, 5000), 15 * 60_000)
  assert.is(retryDelay(1000, 5000), 15 * 60_000)
})

backoff.run()

// The stores and the workers run on a test's clock (tests/support/outboxTime.ts): back-offs, polls and leases pass
// when the test moves it, and a test that must see nothing more happen stops the workers, which waits for their sends.
for (const backend of backends) {
  const test = suite(`outbox worker on ${backend.name}`)
  let db = ''
  let time: OutboxTime
  let cleanup: (() => Promise<void> | void)[] = []
  let workers: OutboxWorker[] = []
  const track = <T>(thing: T, close: (thing: T) => Promise<void> | void): T => {
    cleanup.push(() => close(thing))
    return thing
  }
  const open = async () => track(await backend.open(db, { now: time.now }), (store) => store.close())
  const sink = async (port?: number, options?: SmtpSinkOptions) => track(await startSmtpSink(port, options), (s) => s.close())
  const mailer = (url: string) => track(createLeadMailer(url, addresses), (m) => m.close())
  const worker = (store: LeadStore, send: ReturnType<typeof createLeadMailer>, pollMs = 1000, options: Partial<OutboxWorkerOptions> = {}): OutboxWorker => {
    const started = startOutboxWorker({
      store: time.track(store),
      send: time.trackSend(send.send),
      concurrency: send.concurrency,
      pollMs,
      retryBaseMs: 100,
      log: quiet,
      clock: time.clock,
      ...options,
    })
    workers.push(started)
    return track(started, (w) => w.stop())
  }
  /** Stops every worker of the test, once its sends in flight are done: from then on nothing more is sent. */
  const stopWorkers = () => Promise.all(workers.map((w) => w.stop()))

  test.before.each(async () => {
    db = await backend.newDatabase()
    time = outboxTime()
    cleanup = []
    workers = []
  })
  // Never throws: uvu would swallow a failing before.each along with it (its runner returns from `finally`).
  test.after.each(async () => {
    // Workers first, then mailers, sinks and stores.
    for (const close of cleanup.reverse())
      await Promise.resolve()
        .then(close)
        .catch(() => undefined)
    cleanup = []
  })

  test('mails every stored lead once, to LEAD_MAIL_TO, and marks it sent', async () => {
    const store = await open()
    const smtp = await sink()
    const ids = [(await store.addLead(sampleLead())).id, (await store.addLead(sampleLead({ name: 'Bruno Lima', email: 'bruno@empresa.com.br' }))).id]
    // A long poll, on a clock nobody moves: only wake() can make the worker send.
    const running = worker(store, mailer(smtp.url), 60_000)
    running.wake()
    await waitFor('two emails', () => smtp.messages.length === 2)
    await stopWorkers()
    assert.equal(mailedLeadIds(smtp).sort(), ids.sort())
    assert.equal(smtp.messages[0]!.to, ['contato@tecto.com.br'])
    assert.equal(await store.mailCounts(), { pending: 0, sent: 2, failed: 0 })
  })

  test('SMTP down, then up: the email arrives exactly once', async () => {
    const store = await open()
    const port = await freePort()
    const lead = await store.addLead(sampleLead())
    worker(store, mailer(`smtp://127.0.0.1:${port}`))
    await time.until('two failed attempts', async () => ((await store.listLeads())[0]?.mail?.attempts ?? 0) >= 2)
    const [failing] = await store.listLeads()
    assert.is(failing?.mail?.status, 'pending')
    assert.match(failing?.mail?.lastError ?? '', /ECONNREFUSED/)
    const smtp = await sink(port)
    await time.until('the email after SMTP came back', () => smtp.messages.length > 0)
    await stopWorkers()
    assert.equal(mailedLeadIds(smtp), [lead.id])
    assert.equal((await store.listLeads())[0]?.mail?.status, 'sent')
  })

  test('several workers on one database send each email once', async () => {
    const smtp = await sink()
    const stores = [await open(), await open(), await open()]
    const ids: string[] = []
    for (let i = 0; i < 30; i++) ids.push((await stores[0]!.addLead(sampleLead({ email: `lead${i}@empresa.com.br` }))).id)
    for (const store of stores) worker(store, mailer(smtp.url)).wake()
    await time.until('30 emails', () => smtp.messages.length >= 30)
    await stopWorkers()
    assert.is(smtp.messages.length, 30)
    assert.equal(mailedLeadIds(smtp).sort(), ids.sort())
  })

  test('after a restart, pending emails and expired leases are picked up', async () => {
    const before = await backend.open(db, { now: time.now })
    const leased = await before.addLead(sampleLead())
    const pending = await before.addLead(sampleLead({ name: 'Bruno Lima', email: 'bruno@empresa.com.br' }))
    // A worker that claimed the first email and died before sending it.
    const [claimed] = await before.claimDeliveries({ channel: 'mail', limit: 1, leaseMs: 300, worker: 'w' })
    assert.is(claimed?.lead.id, leased.id)
    await before.close()
    const smtp = await sink()
    worker(await open(), mailer(smtp.url))
    await time.until('both emails', () => smtp.messages.length === 2)
    await stopWorkers()
    assert.equal(mailedLeadIds(smtp).sort(), [pending.id, leased.id].sort())
  })

  test('two instances and a mail server slower than the lease send each email once', async () => {
    // The mail server answers nothing while three leases (a minute each) run out: only renewing the leases of the
    // sends in flight keeps the other instance, which looks every ten seconds, from taking them over and sending them
    // a second time.
    let answer: () => void = () => {}
    const smtp = await sink(undefined, { hold: new Promise<void>((resolve) => (answer = resolve)) })
    const stores = [await open(), await open()]
    const ids: string[] = []
    // Six emails for two workers of five slots: one of them always has room to take over an expired lease.
    for (let i = 0; i < 6; i++) ids.push((await stores[0]!.addLead(sampleLead({ email: `lead${i}@empresa.com.br` }))).id)
    for (const store of stores) worker(store, mailer(smtp.url), 10_000).wake()
    await time.until('every email at the mail server', () => smtp.mostAtOnce() === 6)
    await time.pass(3 * 60_000)
    answer()
    await time.until('6 emails sent', async () => (await stores[0]!.mailCounts()).sent === 6)
    await stopWorkers()
    assert.equal(mailedLeadIds(smtp).sort(), ids.sort())
  })

  test('a burst goes out over a few reused connections, several messages at a time', async () => {
    const smtp = await sink(undefined, { delayMs: 50 })
    const store = await open()
    for (let i = 0; i < 40; i++) await store.addLead(sampleLead({ email: `lead${i}@empresa.com.br` }))
    const mail = mailer(smtp.url)
    worker(store, mail).wake()
    await time.until('40 emails', () => smtp.messages.length === 40)
    assert.ok(smtp.connections() <= mail.concurrency, `${smtp.connections()} connections for 40 messages`)
    assert.ok(smtp.mostAtOnce() >= 2, 'one message at a time')
  })

  test('a permanent refusal is retried a bounded number of times, then the email is marked failed', async () => {
    const smtp = await sink(undefined, { refuse: true })
    const store = await open()
    await store.addLead(sampleLead())
    const errors: string[] = []
    worker(store, mailer(smtp.url), 60_000, { permanentAttempts: 3, log: { info: () => undefined, error: (message) => errors.push(message) } })
    await time.until('the email marked failed', async () => (await store.mailCounts()).failed === 1)
    const [listed] = await store.listLeads()
    assert.equal([listed?.mail?.status, listed?.mail?.attempts], ['failed', 3])
    assert.match(listed?.mail?.lastError ?? '', /550/)
    assert.match(errors.at(-1) ?? '', /marked failed/)
    // An hour of polls later, it was never tried again.
    await time.pass(60 * 60_000)
    assert.is((await store.listLeads())[0]?.mail?.attempts, 3)
  })

  test.run()
}
