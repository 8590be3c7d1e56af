// POST /api/mail/contact: what a good post stores, and what it is answered.
import type { InjectOptions } from 'fastify'
import * as assert from 'uvu/assert'
import { contactPost as contact, leadPost as lead } from '../../tests/support/samplePosts'
import { formPost, json, leadRouteSuite, site } from '../../tests/support/leadRouteSuite'

const { test, state, post } = leadRouteSuite('POST /api/mail/contact: stored leads')

test('a valid contact request in JSON is stored before the 201 and wakes the mail worker', async () => {
  const res = await post(json(contact))
  assert.is(res.statusCode, 201)
  const { id } = res.json() as { id: string }
  const [stored] = await state.store.listLeads()
  assert.equal(
    { id: stored?.id, kind: stored?.kind, locale: stored?.locale, company: stored?.company, mail: stored?.mail?.status },
    { id, kind: 'contact', locale: 'en-us', company: 'Acme Pagamentos', mail: 'pending' },
  )
  assert.is(state.woken, 1)
})

test('a lead form posted without JavaScript is stored and redirected to the thank-you page of its locale', async () => {
  const res = await post(formPost({ ...lead, origin: '/es-es/contrate', website: '' }))
  assert.is(res.statusCode, 303)
  assert.is(res.headers.location, '/es-es/obrigado')
  const [stored] = await state.store.listLeads()
  assert.equal({ kind: stored?.kind, state: stored?.state, locale: stored?.locale }, { kind: 'lead', state: 'RJ', locale: 'es-es' })
})

test('on es-es, a lead with a Spanish number and country Spain is stored in E.164 with no state', async () => {
  const spanish = {
    form: 'lead',
    locale: 'es-es',
    name: 'Lucía Pérez',
    email: 'lucia@empresa.es',
    phone: '+34 612 345 678',
    country: 'ES',
    state: '',
    origin: `${site}/es-es/contrate`,
  }
  // With JavaScript (JSON) and without (a form post, whose hidden state list may still hold a choice).
  assert.is((await post(json(spanish))).statusCode, 201)
  assert.is((await post(formPost({ ...spanish, state: 'SP', website: '' }))).statusCode, 303)
  const stored = await state.store.listLeads()
  assert.equal(
    stored.map((row) => [row.locale, row.phone, row.country, row.state]),
    [
      ['es-es', '+34612345678', 'ES', null],
      ['es-es', '+34612345678', 'ES', null],
    ],
  )
})

test('on es-es, a contact with Spain chosen and a Spanish mobile typed without "+" is stored in E.164, with its country', async () => {
  const spanish = { ...contact, form: 'contact', locale: 'es-es', country: 'ES', phone: '612 34 56 78', origin: `${site}/es-es/contato` }
  // With JavaScript (formatted as the field shows it) and without (as typed).
  assert.is((await post(json(spanish))).statusCode, 201)
  assert.is((await post(formPost({ ...spanish, phone: '612345678', website: '' }))).statusCode, 303)
  const stored = await state.store.listLeads()
  assert.equal(
    stored.map((row) => [row.kind, row.locale, row.phone, row.country, row.state]),
    [
      ['contact', 'es-es', '+34612345678', 'ES', null],
      ['contact', 'es-es', '+34612345678', 'ES', null],
    ],
  )
})

test('on pt-br, a landline in the mask and a state are stored as typed, with Brazil', async () => {
  const brazilian = {
    form: 'lead',
    locale: 'pt-br',
    name: 'Ana Souza',
    email: 'ana@empresa.com.br',
    phone: '(11) 3333-4444',
    country: 'BR',
    state: 'SP',
    origin: `${site}/pt-br/contrate`,
  }
  assert.is((await post(json(brazilian))).statusCode, 201)
  const [stored] = await state.store.listLeads()
  assert.equal([stored?.phone, stored?.country, stored?.state], ['(11) 3333-4444', 'BR', 'SP'])
})

test('from a page of the site, the redirect goes back to the site, whichever host serves the API', async () => {
  const res = await post(formPost({ ...lead, origin: `${site}/pt-br/fabrica-de-software` }))
  assert.is(res.headers.location, `${site}/pt-br/obrigado`)
  const foreign = await post(formPost({ ...lead, origin: 'https://evil.example/pt-br/contrate' }))
  assert.is(foreign.headers.location, '/pt-br/obrigado')
})

test('a lead records its page as one full address, whether posted by the script or without JavaScript', async () => {
  const spanish = { ...lead, form: 'lead', locale: 'es-es' }
  await post(json({ ...spanish, origin: `${site}/es-es/contrate?utm_source=ads` }))
  // What the no-JS form sends: its hidden field with the page's path, and the browser's Origin header.
  await post({ ...formPost({ ...spanish, origin: '/contrate', website: '' }), headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site } })
  assert.equal(
    (await state.store.listLeads()).map((stored) => stored.origin),
    [`${site}/es-es/contrate`, `${site}/es-es/contrate`],
  )
})

test('a page address that is not text, or an empty honeypot, never blocks a lead', async () => {
  for (const extra of [{ origin: 42 }, { website: null }]) {
    const res = await post(json({ ...lead, ...extra }))
    assert.is(res.statusCode, 201, JSON.stringify(extra).slice(0, 40))
  }
  assert.equal(
    (await state.store.listLeads()).map((stored) => stored.origin.length),
    [0, lead.origin.length],
  )
})

test('a message at its limit is accepted', async () => {
  const res = await post(json({ ...contact, message: 'x'.repeat(5000) }))
  assert.is(res.statusCode, 201)
})

test('a filled honeypot gets a normal-looking answer and stores nothing', async () => {
  const res = await post(json({ ...contact, website: 'http://spam.example' }))
  assert.is(res.statusCode, 201)
  assert.match(res.json().id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  const viaForm = await post(formPost({ ...lead, website: 'spam' }))
  assert.is(viaForm.statusCode, 303)
  assert.equal(await state.store.listLeads(), [])
  assert.is(state.woken, 0)
})

test('a post repeated with its Idempotency-Key answers the first 201 and stores and mails nothing new', async () => {
  const keyed = (body: unknown): InjectOptions => ({
    ...json(body),
    headers: { 'content-type': 'application/json', 'idempotency-key': '3f1c9a7e-2b64-4f0e-8d7a-5c9e1b2a4d60' },
  })
  const first = await post(keyed(contact))
  const again = await post(keyed(contact))
  assert.equal([first.statusCode, again.statusCode], [201, 201])
  assert.is(again.json().id, first.json().id)
  assert.is((await state.store.listLeads()).length, 1)
  assert.is(state.woken, 1)
  const other = await post(keyed({ ...contact, message: 'Outra mensagem' }))
  assert.is(other.statusCode, 422)
  // The page is English (its origin's locale): the message says what happened, not that the form was unreadable.
  assert.is(
    other.json().message,
    'This submission was already used for a different form, so this one was not recorded. Please reload the page and send it again.',
  )
  assert.is((await state.store.listLeads()).length, 1)
})

test('a malformed Idempotency-Key is refused with 400 and nothing is stored', async () => {
  const res = await post({ ...json(contact), headers: { 'content-type': 'application/json', 'idempotency-key': 'ü'.repeat(3) } })
  assert.is(res.statusCode, 400)
  assert.is((await state.store.listLeads()).length, 0)
})

test.run()
