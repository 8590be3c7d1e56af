import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { fieldLimits } from '../../data/forms/fieldLimits'
import { backends, type Backend } from '../../tests/support/leadBackends'
import { contactPost } from '../../tests/support/samplePosts'
import { easyWork, fromTheForm, testClock } from '../../tests/support/solvedChallenge'
import type { LeadStore } from '../leads/leadStore'
import { leadRoutes } from './leadRoutes'

// What a hostile or broken client may send, through the real route into each real store: no
// character a store cannot keep turns a lead into a 503, and no field is longer than its limit.

const contact = contactPost
type ContactField = keyof typeof contact

const json = (body: unknown, contentType = 'application/json'): InjectOptions => ({ headers: { 'content-type': contentType }, payload: JSON.stringify(body) })
const form = (fields: Record<string, string>): InjectOptions => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ form: 'contact', ...fields }).toString(),
})

/** A suite whose tests each post to the route over a new, empty store of `backend`. */
function routeSuite(name: string, backend: Backend) {
  const test = suite(name)
  const clock = testClock()
  const context = { store: undefined as unknown as LeadStore, app: undefined as unknown as FastifyInstance }
  test.before.each(async () => {
    context.store = await backend.open(await backend.newDatabase())
    context.app = Fastify()
    await context.app.register(leadRoutes, { prefix: '/api', store: context.store, rateLimit: { max: 10_000 }, botDefence: { work: easyWork, now: clock.now } })
  })
  // Never throws: uvu would swallow a failing before.each along with it.
  test.after.each(async () => {
    await Promise.resolve()
      .then(() => context.app.close())
      .catch(() => undefined)
    await Promise.resolve()
      .then(() => context.store.close())
      .catch(() => undefined)
  })
  const challengeOf = async (form: string) => (await context.app.inject({ method: 'GET', url: `/api/challenge?form=${form}` })).json()
  // As the form's script posts: JSON with a solved challenge.
  const post = async (options: InjectOptions) =>
    context.app.inject({ method: 'POST', url: '/api/mail/contact', ...(await fromTheForm(options, challengeOf, clock)) })
  return { test, post, store: () => context.store }
}

for (const backend of backends) {
  const { test, post, store } = routeSuite(`hostile input on ${backend.name}`, backend)

  test('a NUL in any field, as JSON or as a form post, is dropped and the lead is stored', async () => {
    for (const field of Object.keys(contact) as ContactField[]) {
      const dirty = { ...contact, [field]: contact[field].replace(/^(.)/, '$1\u0000') }
      const viaJson = await post(json(dirty))
      assert.is(viaJson.statusCode, 201, `JSON ${field}: ${viaJson.body}`)
      const viaForm = await post(form({ ...dirty, origin: '/en-us/contato' }))
      assert.is(viaForm.statusCode, 303, `form ${field}: ${viaForm.body}`)
    }
    const leads = await store().listLeads()
    assert.is(leads.length, 14)
    for (const lead of leads) {
      for (const value of [lead.name, lead.phone, lead.company, lead.role, lead.email, lead.message, lead.origin]) {
        assert.not.ok((value ?? '').includes('\u0000'), 'a NUL character reached the store')
      }
    }
    assert.equal(leads[0]!.name, 'Ana Souza')
  })

  test('other control characters and Unicode line breaks never cost the lead or reach a one-line field', async () => {
    const res = await post(json({ ...contact, company: 'Acme\u001b[31m\u009b', message: 'Linha 1\u2028Linha 2\u0000' }))
    assert.is(res.statusCode, 201, res.body)
    const [lead] = await store().listLeads()
    assert.equal([lead?.company, lead?.message], ['Acme[31m', 'Linha 1\nLinha 2'])
    const broken = await post(json({ ...contact, name: 'Ana\u2028Bcc: x@y.z', locale: 'en-us' }))
    assert.equal([broken.statusCode, broken.json().errors], [400, { name: 'Use a single line, without line breaks' }])
  })

  test.run()
}

const { test: limits, post: postLimited, store: limitedStore } = routeSuite('field limits through the route', backends[0]!)

limits("each field one character over its limit is refused with a message in the page's language; at the limit it is stored", async () => {
  for (const field of ['name', 'company', 'role', 'message'] as const) {
    const over = await postLimited(json({ ...contact, locale: 'es-es', [field]: 'a'.repeat(fieldLimits[field] + 1) }))
    assert.is(over.statusCode, 400, field)
    assert.equal(over.json().errors, { [field]: `Usa como máximo ${fieldLimits[field]} caracteres` })
    assert.is((await postLimited(json({ ...contact, [field]: 'a'.repeat(fieldLimits[field]) }))).statusCode, 201, field)
  }
  const longEmail = await postLimited(json({ ...contact, locale: 'en-us', email: `${'a'.repeat(300)}@acme.com.br` }))
  assert.equal([longEmail.statusCode, longEmail.json().errors], [400, { email: 'Invalid email' }])
  const longOrigin = await postLimited(json({ ...contact, origin: `https://tecto.com.br/?${'a'.repeat(15_000)}` }))
  assert.is(longOrigin.statusCode, 400)
  assert.is((await limitedStore().listLeads()).length, 4)
})

limits('a body in a charset other than UTF-8 is refused with 415, never stored as mojibake', async () => {
  const latin1 = {
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=windows-1252' },
    payload: Buffer.from('form=contact&name=Jo%E3o', 'latin1'),
  }
  assert.is((await postLimited(latin1)).statusCode, 415)
  assert.is((await postLimited(json(contact, 'application/json; charset=iso-8859-1'))).statusCode, 415)
  assert.is((await postLimited(json(contact, 'application/json; charset="UTF-8"'))).statusCode, 201)
  assert.is((await postLimited(json(contact, 'application/json;charset=utf8'))).statusCode, 201)
  assert.is((await limitedStore().listLeads()).length, 2)
})

limits.run()
