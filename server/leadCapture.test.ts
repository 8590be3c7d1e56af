import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { backends } from '../tests/support/leadBackends'
import { sampleLead } from '../tests/support/sampleLead'
import { startSmtpSink } from '../tests/support/smtpSink'
import { easyWork, fromTheForm, testClock } from '../tests/support/solvedChallenge'
import { waitFor } from '../tests/support/waitFor'
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
        payload: { name: 'João Ávila', phone: '11987654321', company: 'Acme', role: 'CTO', email: 'joao@acme.com.br', message: 'Olá', origin: 'https://tecto.com.br/pt-br/contato' },
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
    const capture = await openLeadCapture({ ...readSettings({ LEAD_RETENTION_DAYS: '150' }), database: backend.target(db) }, { info: (line) => lines.push(line), error: (line) => lines.push(line) })
    try {
      assert.equal((await capture.store.listLeads()).map((lead) => lead.name), ['Recent enough'])
      assert.match(lines.join('\n'), /retention: deleted 1 lead\(s\) received before .* \(LEAD_RETENTION_DAYS=150\)/)
    } finally {
      await capture.close()
    }
  })

  test.run()
}
