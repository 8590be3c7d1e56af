import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify'
import { randomBytes } from 'node:crypto'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { backends } from '../tests/support/leadBackends'
import { sampleLead } from '../testbed/sampleLead'
import { startSmtpSink } from '../testbed/smtpSink'
import { easyWork, fromTheForm, testClock } from '../tests/support/solvedChallenge'
import { sleep, waitFor } from '../tests/support/waitFor'
import { startWebhookReceiver } from '../tests/support/webhookReceiver'
import { openLeadCapture } from './leadCapture'
import { leadRoutes } from './routes/leadRoutes'
import { readSettings, type ServerSettings } from './settings'

const quiet = { info: () => undefined, error: () => undefined }
const clock = testClock()

/** Posts as the form's script does: JSON with a solved challenge of the same app. */
async function postAsForm(app: FastifyInstance, options: InjectOptions) {
  const challengeOf = async (form: string) => (await app.inject({ method: 'GET', url: `/api/challenge?form=${form}` })).json()
  return app.inject({ method: 'POST', url: '/api/mail/contact', ...(await fromTheForm(options, challengeOf, clock)) })
}

/** The server as start.ts wires it: settings → lead capture → the route under the API base. */
async function serve(settings: ServerSettings) {
  const capture = await openLeadCapture(settings, quiet)
  const app = Fastify()
  // The settings' own secret and store, with a challenge that takes no time to solve.
  await app.register(leadRoutes, { ...capture.routes, botDefence: { ...capture.routes.botDefence, work: easyWork, now: clock.now } })
  app.addHook('onClose', () => capture.close())
  return { app, capture }
}

for (const backend of backends) {
  const test = suite(`lead capture on ${backend.name}`)

  test('leads posted to the API are stored and mailed, each once', async () => {
    const sink = await startSmtpSink()
    let app: FastifyInstance | undefined
    try {
      // A poll of a minute: the mails can only arrive this fast because a new lead wakes the worker.
      const env = { SMTP_URL: sink.url, OUTBOX_POLL_MS: '60000', LEAD_MAIL_TO: 'vendas@tecto.com.br', VITE_API_BASE: '/api' }
      const served = await serve({ ...readSettings(env), database: backend.target(await backend.newDatabase()) })
      app = served.app
      assert.match(served.capture.mailStatus, `go to vendas@tecto.com.br through 127.0.0.1:${sink.port}`)
      const contact = await postAsForm(app, {
        payload: {
          name: 'João Ávila',
          phone: '11987654321',
          company: 'Acme',
          role: 'CTO',
          email: 'joao@acme.com.br',
          message: 'Olá',
          origin: 'https://tecto.com.br/pt-br/contato',
        },
      })
      const lead = await app.inject({
        method: 'POST',
        url: '/api/mail/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'form=lead&name=Mary+Jones&email=mary%40corp.com&phone=%2811%29+98765-4321&state=SP&origin=%2Fen-us%2Fcontrate&website=',
      })
      assert.equal([contact.statusCode, lead.statusCode, lead.headers.location], [201, 303, '/en-us/obrigado'])
      await waitFor('both notification emails', () => sink.messages.length === 2, 5000)
      const contactMail = sink.messages.find((mail) => mail.header('subject')?.includes('contato'))
      assert.is(contactMail?.header('subject'), 'Novo contato pelo site: João Ávila')
      assert.is(contactMail?.header('reply-to'), 'joao@acme.com.br')
      assert.equal(contactMail?.to, ['vendas@tecto.com.br'])
      await waitFor('both marked sent', async () => (await served.capture.store.mailCounts()).sent === 2)
    } finally {
      await app?.close()
      await sink.close()
    }
  })

  test('leads posted to the API reach the mailbox and both webhook receivers, each once', async () => {
    const secret = `whsec_${randomBytes(32).toString('base64')}`
    const sink = await startSmtpSink()
    const crm = await startWebhookReceiver(secret)
    const sheet = await startWebhookReceiver(secret)
    let app: FastifyInstance | undefined
    try {
      const healthToken = randomBytes(24).toString('hex')
      const env = {
        SMTP_URL: sink.url,
        OUTBOX_POLL_MS: '60000',
        LEAD_WEBHOOK_URLS: `${crm.url},${sheet.url}`,
        LEAD_WEBHOOK_SECRET: secret,
        HEALTH_TOKEN: healthToken,
      }
      const served = await serve({ ...readSettings(env), database: backend.target(await backend.newDatabase()) })
      app = served.app
      assert.is(served.capture.webhookStatus, `Each lead is also posted, signed, to ${crm.url}, ${sheet.url} (0 pending).`)
      const posted = await postAsForm(app, {
        payload: {
          name: 'João Ávila',
          phone: '11987654321',
          company: 'Acme',
          role: 'CTO',
          email: 'joao@acme.com.br',
          message: 'Olá',
          origin: 'https://tecto.com.br/pt-br/contato',
        },
      })
      assert.is(posted.statusCode, 201)
      const { id } = posted.json() as { id: string }
      // A poll of a minute: only the new lead waking the workers brings these this fast.
      await waitFor('the email and both webhooks', () => sink.messages.length === 1 && crm.accepted.length === 1 && sheet.accepted.length === 1, 5000)
      await waitFor(
        'all three marked sent',
        async () => (await served.capture.store.webhookCounts()).sent === 2 && (await served.capture.store.mailCounts()).sent === 1,
      )
      await sleep(300)
      for (const receiver of [crm, sheet]) {
        assert.equal(receiver.rejected, [])
        assert.equal(
          receiver.accepted.map((received) => [received.id, received.payload.type, received.payload.data.name, received.payload.data.company]),
          [[`lead-${id}`, 'lead.created', 'João Ávila', 'Acme']],
        )
      }
      const health = await app.inject({ url: '/api/health', headers: { authorization: `Bearer ${healthToken}` } })
      assert.equal([health.statusCode, health.json().pendingWebhooks, health.json().failedWebhooks], [200, 0, 0])
    } finally {
      await app?.close()
      await Promise.all([sink.close(), crm.close(), sheet.close()])
    }
  })

  test('without SMTP_URL the leads are kept and their emails stay pending', async () => {
    const { app, capture } = await serve({ ...readSettings({}), database: backend.target(await backend.newDatabase()) })
    try {
      assert.match(capture.mailStatus, 'SMTP_URL is not set: lead notification emails stay pending (0 waiting)')
      const res = await postAsForm(app, { payload: { name: 'Mary Jones', email: 'mary@corp.com', phone: '11987654321', state: 'SP' } })
      assert.is(res.statusCode, 201)
      assert.equal(await capture.store.mailCounts(), { pending: 1, sent: 0, failed: 0 })
    } finally {
      await app.close()
    }
  })

  test('without SMTP_URL the webhooks still go out while the emails wait', async () => {
    const secret = `whsec_${randomBytes(32).toString('base64')}`
    const crm = await startWebhookReceiver(secret)
    const { app, capture } = await serve({
      ...readSettings({ LEAD_WEBHOOK_URLS: crm.url, LEAD_WEBHOOK_SECRET: secret }),
      database: backend.target(await backend.newDatabase()),
    })
    try {
      const res = await postAsForm(app, { payload: { name: 'Mary Jones', email: 'mary@corp.com', phone: '11987654321', state: 'SP' } })
      assert.is(res.statusCode, 201)
      await waitFor('the webhook sent', async () => (await capture.store.webhookCounts()).sent === 1)
      assert.equal(
        crm.accepted.map((received) => received.payload.data.email),
        ['mary@corp.com'],
      )
      assert.equal(await capture.store.mailCounts(), { pending: 1, sent: 0, failed: 0 })
    } finally {
      await app.close()
      await crm.close()
    }
  })

  test('a shutdown does not wait for a slow receiver: the webhook stays queued for after the restart', async () => {
    const secret = `whsec_${randomBytes(32).toString('base64')}`
    const slow = await startWebhookReceiver(secret)
    slow.answer = () => ({ status: 204, delayMs: 30_000 })
    const db = await backend.newDatabase()
    const { app } = await serve({ ...readSettings({ LEAD_WEBHOOK_URLS: slow.url, LEAD_WEBHOOK_SECRET: secret }), database: backend.target(db) })
    try {
      const res = await postAsForm(app, { payload: { name: 'Mary Jones', email: 'mary@corp.com', phone: '11987654321', state: 'SP' } })
      assert.is(res.statusCode, 201)
      await waitFor('the webhook at the receiver', () => slow.verified.length === 1)
      // A shutdown that waited for the webhook would see it accepted after 30 s: the lead's record below tells.
      await app.close()
      const store = await backend.open(db)
      const [lead] = await store.listLeads()
      await store.close()
      assert.equal(
        lead?.webhooks.map(({ status, attempts, lastError }) => [status, attempts, lastError]),
        [['pending', 1, 'WebhookAttemptError: cut short: the server was shutting down']],
      )
      assert.is(slow.accepted.length, 0)
    } finally {
      await app.close()
      await slow.close()
    }
  })

  test('at start, leads older than LEAD_RETENTION_DAYS are deleted and the count is logged', async () => {
    const db = await backend.newDatabase()
    const day = 86_400_000
    const past = await backend.open(db, { now: () => new Date(Date.now() - 200 * day) })
    await past.addLead(sampleLead({ name: 'Too old' }))
    await past.close()
    const recent = await backend.open(db, { now: () => new Date(Date.now() - 100 * day) })
    await recent.addLead(sampleLead({ name: 'Recent enough' }))
    await recent.close()
    const lines: string[] = []
    const capture = await openLeadCapture(
      { ...readSettings({ LEAD_RETENTION_DAYS: '150' }), database: backend.target(db) },
      { info: (line) => lines.push(line), error: (line) => lines.push(line) },
    )
    try {
      assert.equal(
        (await capture.store.listLeads()).map((lead) => lead.name),
        ['Recent enough'],
      )
      assert.match(lines.join('\n'), /retention: deleted 1 lead\(s\) received before .* \(LEAD_RETENTION_DAYS=150\)/)
    } finally {
      await capture.close()
    }
  })

  test.run()
}
