import { randomBytes } from 'node:crypto'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { backends } from '../../tests/support/leadBackends'
import { sampleLead } from '../../testbed/sampleLead'
import { sleep, waitFor } from '../../tests/support/waitFor'
import { startWebhookReceiver, type WebhookReceiver } from '../../tests/support/webhookReceiver'
import type { LeadStore, StoreOptions } from '../leads/leadStore'
import { createWebhookSender } from '../webhooks/createWebhookSender'
import { startOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './outboxWorker'

// Webhooks go through the outbox under the mail's rules (lease, back-off, permanent refusals),
// checked here against real HTTP receivers that verify every signature with the standardwebhooks library.

const secret = `whsec_${randomBytes(32).toString('base64')}`
const quiet = { info: () => undefined, error: () => undefined }

/** How often each lead id reached a receiver (answered 2xx), from the payloads it verified. */
function acceptedLeads(receiver: WebhookReceiver): Map<string, number> {
  const counts = new Map<string, number>()
  for (const { payload } of receiver.accepted) counts.set(payload.data.id!, (counts.get(payload.data.id!) ?? 0) + 1)
  return counts
}

/** Asserts that every lead reached the receiver exactly once, under its own webhook-id, and nothing else did. */
function assertEachOnce(receiver: WebhookReceiver, ids: string[]) {
  assert.equal(receiver.rejected, [], 'a request failed verification')
  assert.equal([...acceptedLeads(receiver).entries()].sort(), ids.map((id) => [id, 1]).sort())
  assert.equal(receiver.accepted.map((received) => received.id).sort(), ids.map((id) => `lead-${id}`).sort())
}

for (const backend of backends) {
  const test = suite(`webhooks through the outbox on ${backend.name}`)
  let cleanup: (() => Promise<void> | void)[] = []
  const track = <T>(thing: T, close: (thing: T) => Promise<void> | void): T => {
    cleanup.push(() => close(thing))
    return thing
  }
  const receiver = async () => track(await startWebhookReceiver(secret), (r) => r.close())
  const open = async (options: StoreOptions) => track(await backend.open(await backend.newDatabase(), options), (store) => store.close())
  const worker = (store: LeadStore, options: Partial<OutboxWorkerOptions> & { timeoutMs?: number } = {}): OutboxWorker => {
    const sender = createWebhookSender({ secret, timeoutMs: options.timeoutMs ?? 2000 })
    const started = startOutboxWorker({
      store,
      channel: 'webhook',
      send: sender.send,
      concurrency: sender.concurrency,
      pollMs: 20,
      retryBaseMs: 100,
      log: quiet,
      ...options,
    })
    return track(started, (w) => w.stop())
  }

  test.before.each(() => {
    cleanup = []
  })
  // Never throws: uvu would swallow a failing before.each along with it. Workers stop first.
  test.after.each(async () => {
    for (const close of cleanup.reverse())
      await Promise.resolve()
        .then(close)
        .catch(() => undefined)
    cleanup = []
  })

  test('two receivers, one down for a while: each lead reaches each once, signed', async () => {
    const up = await receiver()
    const down = await receiver()
    await down.goDown()
    const store = await open({ webhookUrls: [up.url, down.url] })
    const ids: string[] = []
    for (let i = 0; i < 6; i++) ids.push((await store.addLead(sampleLead({ email: `lead${i}@empresa.com.br` }))).id)
    worker(store).wake()
    await waitFor('every lead at the receiver that is up', () => up.accepted.length === 6)
    // The one that is down is tried again and again meanwhile, and says why.
    await waitFor('retries to the receiver that is down', async () => (await store.listLeads()).every((lead) => lead.webhooks[1]!.attempts >= 3))
    const [waiting] = await store.listLeads()
    assert.equal([waiting?.webhooks[1]?.status, waiting?.webhooks[1]?.lastError], ['pending', 'WebhookAttemptError: no answer: ECONNREFUSED'])
    // Leads keep coming during the outage.
    ids.push((await store.addLead(sampleLead({ email: 'during@empresa.com.br' }))).id)
    await down.comeBack()
    await waitFor('every webhook sent', async () => (await store.webhookCounts()).sent === 14, 15_000)
    await sleep(500)
    assertEachOnce(up, ids)
    assertEachOnce(down, ids)
    assert.equal(await store.webhookCounts(), { pending: 0, sent: 14, failed: 0 })
    // The receivers got the leads' data, the same at both.
    const byId = (receiver: WebhookReceiver) => Object.fromEntries(receiver.accepted.map((received) => [received.id, received.body]))
    assert.equal(byId(down), byId(up))
    assert.equal(
      up.accepted.map((received) => received.payload.data.email).sort(),
      [...Array.from({ length: 6 }, (_, i) => `lead${i}@empresa.com.br`), 'during@empresa.com.br'].sort(),
    )
  })

  test("a receiver slower than the attempt's time limit is tried again, and the lead lands once", async () => {
    const slow = await receiver()
    slow.answer = (_request, nth) => (nth === 1 ? { status: 204, delayMs: 1500 } : { status: 204 })
    const store = await open({ webhookUrls: [slow.url] })
    const lead = await store.addLead(sampleLead())
    worker(store, { timeoutMs: 300 }).wake()
    await waitFor('the webhook sent', async () => (await store.webhookCounts()).sent === 1)
    await sleep(1500)
    const [listed] = await store.listLeads()
    assert.equal([listed?.webhooks[0]?.status, listed?.webhooks[0]?.attempts], ['sent', 2])
    // The first request was cut at 300 ms: the receiver saw it, but took in the second alone, under the same id.
    assert.equal(
      slow.verified.map((received) => received.id),
      [`lead-${lead.id}`, `lead-${lead.id}`],
    )
    assertEachOnce(slow, [lead.id])
  })

  test('a 4xx refusal is tried a bounded number of times, then the webhook is marked failed', async () => {
    const refusing = await receiver()
    // The answer echoes the lead: none of it may reach the outbox.
    refusing.answer = (request) => ({ status: 404, body: request.body })
    const store = await open({ webhookUrls: [refusing.url] })
    await store.addLead(sampleLead({ name: 'Maria Recusada' }))
    const errors: string[] = []
    worker(store, { permanentAttempts: 3, log: { info: () => undefined, error: (message) => errors.push(message) } })
    await waitFor('the webhook marked failed', async () => (await store.webhookCounts()).failed === 1)
    await sleep(500)
    const [listed] = await store.listLeads()
    assert.equal(
      listed?.webhooks.map(({ status, attempts, lastError }) => [status, attempts, lastError]),
      [['failed', 3, 'WebhookAttemptError: HTTP 404']],
    )
    assert.is(refusing.verified.length, 3)
    assert.match(errors.at(-1) ?? '', `the webhook to ${new URL(refusing.url).origin} was refused 3 times; marked failed`)
    assert.not.match(errors.join('\n'), 'Maria Recusada')
  })

  test('only a 2xx is a delivery: a redirect and a 500 are retried until one comes', async () => {
    const hook = await receiver()
    const answers = [{ status: 302, headers: { location: 'http://127.0.0.1:9/elsewhere' } }, { status: 500 }, { status: 200 }]
    hook.answer = (_request, nth) => answers[nth - 1] ?? { status: 200 }
    const store = await open({ webhookUrls: [hook.url] })
    const lead = await store.addLead(sampleLead())
    worker(store).wake()
    await waitFor('the webhook sent', async () => (await store.webhookCounts()).sent === 1)
    await sleep(300)
    assert.is((await store.listLeads())[0]?.webhooks[0]?.attempts, 3)
    assert.is(hook.verified.length, 3)
    assertEachOnce(hook, [lead.id])
  })

  test('a Retry-After stretches the wait before the next attempt', async () => {
    const busy = await receiver()
    const arrivals: number[] = []
    busy.answer = (_request, nth) => {
      arrivals.push(Date.now())
      return nth === 1 ? { status: 429, headers: { 'retry-after': '1' } } : { status: 204 }
    }
    const store = await open({ webhookUrls: [busy.url] })
    await store.addLead(sampleLead())
    worker(store).wake()
    await waitFor('the webhook sent', async () => (await store.webhookCounts()).sent === 1)
    // The back-off alone would have waited 100 ms.
    assert.ok(arrivals[1]! - arrivals[0]! >= 950, `${arrivals[1]! - arrivals[0]!} ms between the attempts`)
  })

  test('webhooks and emails are claimed apart: a webhook worker leaves the emails to the mail worker', async () => {
    const hook = await receiver()
    const store = await open({ webhookUrls: [hook.url] })
    await store.addLead(sampleLead())
    worker(store).wake()
    await waitFor('the webhook sent', async () => (await store.webhookCounts()).sent === 1)
    assert.equal(await store.mailCounts(), { pending: 1, sent: 0, failed: 0 })
    assert.is((await store.listLeads())[0]?.mail?.attempts, 0)
  })

  test.run()
}
