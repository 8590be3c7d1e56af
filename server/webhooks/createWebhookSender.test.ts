import { randomBytes, randomUUID } from 'node:crypto'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { freePort } from '../../testbed/freePort'
import { sampleLead } from '../../testbed/sampleLead'
import { waitFor } from '../../tests/support/waitFor'
import { startWebhookReceiver, type WebhookReceiver } from '../../tests/support/webhookReceiver'
import type { StoredLead } from '../leads/leadStore'
import { isPermanentRefusal } from '../outbox/outboxWorker'
import { createWebhookSender, WebhookAttemptError } from './createWebhookSender'

const secret = `whsec_${randomBytes(32).toString('base64')}`
const lead: StoredLead = {
  ...sampleLead({ kind: 'contact', company: 'Acme', role: 'CTO', message: 'Olá,\n"app" urgente', country: null, state: null }),
  id: randomUUID(),
  createdAt: new Date('2025-03-10T12:00:00.000Z'),
}

/** What a failed send threw. */
async function failure(send: Promise<void>): Promise<WebhookAttemptError> {
  try {
    await send
  } catch (error) {
    assert.instance(error, WebhookAttemptError)
    return error as WebhookAttemptError
  }
  throw new Error('the send succeeded')
}

const test = suite('webhook sender against a real receiver')
let receivers: WebhookReceiver[] = []
const receiver = async () => {
  const started = await startWebhookReceiver(secret)
  receivers.push(started)
  return started
}
test.after.each(async () => {
  for (const started of receivers) await started.close().catch(() => undefined)
  receivers = []
})

test('posts the lead as Standard Webhooks JSON that the library verifies', async () => {
  const hook = await receiver()
  await createWebhookSender({ secret }).send(lead, hook.url)
  assert.is(hook.rejected.length, 0)
  const [received] = hook.accepted
  assert.is(received?.id, `lead-${lead.id}`)
  assert.equal(received?.payload, {
    type: 'lead.created',
    timestamp: '2025-03-10T12:00:00.000Z',
    data: {
      id: lead.id,
      form: 'contact',
      page: 'https://tecto.com.br/pt-br/contrate',
      locale: 'pt-br',
      createdAt: '2025-03-10T12:00:00.000Z',
      name: 'Ana Souza',
      email: 'ana@empresa.com.br',
      phone: '(11) 98765-4321',
      company: 'Acme',
      role: 'CTO',
      message: 'Olá,\n"app" urgente',
      country: null,
      state: null,
      verified: true,
      attribution: {
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        utm_term: null,
        utm_content: null,
        gclid: null,
        gbraid: null,
        wbraid: null,
        fbclid: null,
        msclkid: null,
        li_fat_id: null,
        landing_page: null,
        referrer: null,
      },
    },
  })
})

test('carries the campaign that brought the lead in data.attribution, every field named, null where unknown', async () => {
  const hook = await receiver()
  const attribution = {
    utm_source: 'linkedin',
    utm_medium: 'paid_social',
    utm_campaign: 'fintechs-q4',
    li_fat_id: 'f1a2',
    referrer: 'https://www.linkedin.com/',
  }
  await createWebhookSender({ secret }).send({ ...lead, id: randomUUID(), attribution }, hook.url)
  const sent = (hook.accepted[0]!.payload.data as unknown as { attribution: Record<string, string | null> }).attribution
  assert.equal(
    Object.entries(sent).filter(([, value]) => value !== null),
    Object.entries(attribution),
  )
  assert.is(Object.keys(sent).length, 13)
})

test('tells a receiver whether the lead passed the anti-bot check: true, false, or null for leads from before it', async () => {
  const hook = await receiver()
  const sender = createWebhookSender({ secret })
  for (const verified of [false, null]) await sender.send({ ...lead, id: randomUUID(), verified }, hook.url)
  assert.equal(
    hook.accepted.map((received) => (received.payload.data as Record<string, unknown>).verified),
    [false, null],
  )
})

test('keeps the webhook-id across attempts and signs each with its own time', async () => {
  const hook = await receiver()
  let clock = Date.now() - 120_000
  const sender = createWebhookSender({ secret, now: () => new Date(clock) })
  await sender.send(lead, hook.url)
  clock += 60_000
  await sender.send(lead, hook.url)
  assert.equal(
    hook.accepted.map((received) => received.id),
    [`lead-${lead.id}`, `lead-${lead.id}`],
  )
  assert.is(hook.accepted[1]!.timestamp - hook.accepted[0]!.timestamp, 60)
  assert.is(hook.accepted[0]!.body, hook.accepted[1]!.body)
})

test('a receiver holding another secret refuses the signature', async () => {
  const hook = await receiver()
  const other = createWebhookSender({ secret: `whsec_${randomBytes(32).toString('base64')}` })
  assert.is((await failure(other.send(lead, hook.url))).message, 'HTTP 401')
  assert.is(hook.rejected.length, 1)
  assert.is(hook.accepted.length, 0)
})

test('any 2xx is a delivery', async () => {
  const hook = await receiver()
  for (const status of [200, 201, 202, 204, 299]) {
    hook.answer = () => ({ status })
    await createWebhookSender({ secret }).send(lead, hook.url)
  }
  assert.is(hook.accepted.length, 5)
})

test('a redirect is a failure and is not followed', async () => {
  const hook = await receiver()
  const elsewhere = await receiver()
  hook.answer = () => ({ status: 301, headers: { location: elsewhere.url } })
  const error = await failure(createWebhookSender({ secret }).send(lead, hook.url))
  assert.match(error.message, /^HTTP 301: the receiver redirects/)
  assert.ok(isPermanentRefusal(error))
  assert.is(elsewhere.verified.length, 0)
})

test('4xx refusals are permanent, except 408 and 429; 5xx are worth retrying', async () => {
  const hook = await receiver()
  const sender = createWebhookSender({ secret })
  const permanence: Record<number, boolean> = {}
  for (const status of [400, 401, 403, 404, 408, 410, 422, 429, 500, 502, 503, 504]) {
    hook.answer = () => ({ status })
    permanence[status] = isPermanentRefusal(await failure(sender.send(lead, hook.url)))
  }
  assert.equal(permanence, {
    400: true,
    401: true,
    403: true,
    404: true,
    408: false,
    410: true,
    422: true,
    429: false,
    500: false,
    502: false,
    503: false,
    504: false,
  })
})

test('a Retry-After in seconds or as a date is kept for the next attempt', async () => {
  const hook = await receiver()
  hook.answer = () => ({ status: 429, headers: { 'retry-after': '120' } })
  assert.is((await failure(createWebhookSender({ secret }).send(lead, hook.url))).retryAfterMs, 120_000)
  hook.answer = () => ({ status: 503, headers: { 'retry-after': new Date(Date.now() + 60_000).toUTCString() } })
  const later = (await failure(createWebhookSender({ secret }).send(lead, hook.url))).retryAfterMs ?? 0
  assert.ok(later > 55_000 && later <= 60_000, String(later))
})

test('the error kept is the status alone, never what the receiver answered', async () => {
  const hook = await receiver()
  hook.answer = (request) => ({ status: 422, body: `invalid lead: ${request.body}` })
  const error = await failure(createWebhookSender({ secret }).send(lead, hook.url))
  assert.is(String(error), 'WebhookAttemptError: HTTP 422')
})

test('a receiver that does not answer in time fails the attempt at the deadline', async () => {
  const hook = await receiver()
  // A minute, or until the sender hangs up: an answer, and no failure, if the sender waited past its deadline.
  hook.answer = () => ({ status: 204, delayMs: 60_000, untilHangUp: true })
  const started = Date.now()
  const error = await failure(createWebhookSender({ secret, timeoutMs: 300 }).send(lead, hook.url))
  assert.is(error.message, 'no answer within 0.3 s')
  assert.ok(Date.now() - started >= 290, 'not before the deadline')
  assert.not.ok(isPermanentRefusal(error))
  await waitFor('the receiver to see the sender hang up', () => hook.abandoned.length === 1)
  assert.is(hook.accepted.length, 0)
})

test('closing the sender cuts the requests in flight short, as failed attempts to make again', async () => {
  const hook = await receiver()
  // A minute, or until the sender hangs up: a sender that waited would get the answer, not an error.
  hook.answer = () => ({ status: 204, delayMs: 60_000, untilHangUp: true })
  const sender = createWebhookSender({ secret })
  const sending = failure(sender.send(lead, hook.url))
  await waitFor('the request at the receiver', () => hook.verified.length === 1)
  sender.close()
  const error = await sending
  assert.is(error.message, 'cut short: the server was shutting down')
  assert.not.ok(isPermanentRefusal(error))
})

test('a refused connection is worth retrying, and says so', async () => {
  const error = await failure(createWebhookSender({ secret }).send(lead, `http://127.0.0.1:${await freePort()}/hook`))
  assert.is(error.message, 'no answer: ECONNREFUSED')
  assert.not.ok(isPermanentRefusal(error))
})

test.run()
