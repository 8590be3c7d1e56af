// POST /api/mail/contact: what the route refuses (bad input, too many posts, foreign origins), with its messages.
import type { InjectOptions } from 'fastify'
import * as assert from 'uvu/assert'
import { contactPost as contact, leadPost as lead } from '../../tests/support/samplePosts'
import { form, formPost, json, leadRouteSuite, site } from '../../tests/support/leadRouteSuite'

const { test, state, build, post } = leadRouteSuite('POST /api/mail/contact: refusals')

test('a lead from Brazil without a state, or an international number that is no number, gets 400 and its messages', async () => {
  const noState = await post(json({ ...lead, locale: 'pt-br', country: 'BR', state: '' }))
  assert.equal([noState.statusCode, noState.json().errors], [400, { state: 'Campo obrigatório' }])
  const badNumber = await post(json({ ...lead, locale: 'en-us', phone: '+34 612', country: 'ES' }))
  assert.equal([badNumber.statusCode, badNumber.json().errors], [400, { phone: 'Enter a valid international number: + and the country code, then the number' }])
  assert.equal(await state.store.listLeads(), [])
})

test('the explicit form field decides which form is checked', async () => {
  const res = await post(json({ form: 'lead', name: 'Bruno Lima', origin: `${site}/en-us/contrate` }))
  assert.is(res.statusCode, 400)
  assert.equal(res.json().errors, { email: 'Field required', phone: 'Field required', state: 'Field required' })
})

test('every bad input gets its 4xx and nothing is stored', async () => {
  const cases: [string, InjectOptions, number][] = [
    ['malformed JSON', { headers: { 'content-type': 'application/json' }, payload: '{"name": "Ana",' }, 400],
    ['an empty JSON body', { headers: { 'content-type': 'application/json' }, payload: '' }, 400],
    ['a JSON array', json([contact]), 400],
    ['a JSON string', json('Ana Souza'), 400],
    ['JSON null', json(null), 400],
    ['a prototype-polluting key', { headers: { 'content-type': 'application/json' }, payload: '{"__proto__": {"admin": true}}' }, 400],
    ['wrong types', json({ ...lead, name: 42, state: ['RJ'], phone: { number: 1 } }), 400],
    ['repeated form fields', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `${form(lead)}&name=Other` }, 400],
    ['missing fields', json({}), 400],
    ['a newline in a name', json({ ...contact, name: 'Ana\r\nBcc: everyone@example.com' }), 400],
    ['an invalid state', json({ ...lead, state: 'XX' }), 400],
    ['a 1 MiB JSON body', json({ ...contact, message: 'x'.repeat(1 << 20) }), 413],
    ['a 1 MiB form body', formPost({ ...contact, message: 'x'.repeat(1 << 20) }), 413],
    ['just over 16 KiB', json({ ...contact, message: 'x'.repeat(16 * 1024) }), 413],
    ['plain text', { headers: { 'content-type': 'text/plain' }, payload: form(lead) }, 415],
    ['multipart', { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' }, 415],
    ['no content type', { payload: form(lead) }, 415],
    ['XML', { headers: { 'content-type': 'application/xml' }, payload: '<lead/>' }, 415],
  ]
  for (const [what, options, status] of cases) {
    const res = await post(options)
    assert.is(res.statusCode, status, `${what}: ${res.statusCode} ${res.body.slice(0, 200)}`)
  }
  assert.equal(await state.store.listLeads(), [])
  assert.is(state.woken, 0)
})

test('errors come in the language of the sending page, worded per form as docs/product/forms.md fixes it', async () => {
  const errorsOf = async (body: unknown) => (await post(json(body))).json().errors
  assert.equal(await errorsOf({ ...contact, origin: `${site}/pt-br/contato`, name: '', email: 'ana@' }), { name: 'Campo obrigatório', email: 'Email inválido' })
  assert.equal(await errorsOf({ ...contact, name: '', email: 'ana@' }), { name: 'Field required', email: 'Invalid email' })
  assert.equal(await errorsOf({ ...contact, origin: '/es-es/contato', name: ' ', email: 'ana@' }), {
    name: 'Campo requerido',
    email: 'Correo electrónico no válido',
  })
  assert.equal(await errorsOf({ ...lead, origin: `${site}/pt-br/contrate`, email: 'bruno@' }), { email: 'E-mail inválido' })
  assert.equal(await errorsOf({ ...lead, locale: 'en-us', email: 'bruno@', state: '' }), { email: 'Invalid email', state: 'Field required' })
  assert.equal(await errorsOf({ ...lead, phone: 'ligue-me' }), { phone: 'Introduce un teléfono válido con el código de área (DDD)' })
  // A number that is none of the chosen country: the message names it, in the page's language.
  assert.equal(await errorsOf({ ...contact, origin: '/es-es/contato', country: 'ES', phone: '6123' }), {
    phone: 'Introduce un teléfono válido del país seleccionado (España)',
  })
  assert.equal(await errorsOf({ ...contact, origin: '/pt-br/contato', country: 'US', phone: '612345678' }), {
    phone: 'Informe um telefone válido do país selecionado (Estados Unidos)',
  })
  assert.equal(await errorsOf({ ...contact, origin: '/pt-br/contato', company: 'Acme\nLtda' }), { company: 'Use uma única linha, sem quebras de linha' })
})

test('a form posted without JavaScript gets its errors as a page in its language, with a way back', async () => {
  const res = await post(formPost({ ...contact, email: 'ana@', name: '', origin: `${site}/en-us/contato?"><script>alert(1)</script>` }))
  assert.is(res.statusCode, 400)
  assert.match(res.headers['content-type'] as string, /^text\/html/)
  assert.match(res.body, '<html lang="en-US">')
  assert.match(res.body, '<li><strong>Name</strong>: Field required</li>')
  assert.match(res.body, '<li><strong>Email</strong>: Invalid email</li>')
  assert.match(res.body, `<a href="${site}/en-us/contato">Back to the form</a>`)
  assert.not.match(res.body, '<script>')
  const pt = await post(formPost({ ...lead, state: '', origin: '/pt-br/fabrica-de-software' }))
  assert.match(pt.body, '<li><strong>Estado</strong>: Campo obrigatório</li>')
  assert.match(pt.body, '<a href="/pt-br/fabrica-de-software">Voltar ao formulário</a>')
})

test('more posts than the limit from one address get 429 with Retry-After', async () => {
  const limited = await build({ rateLimit: { max: 2 } })
  const statuses = []
  for (let i = 0; i < 4; i++) statuses.push((await post(json(contact), limited)).statusCode)
  // Refused before its body is read: the page's language comes from the Referer.
  const res = await post({ ...formPost(contact), headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${site}/es-es/contato` } }, limited)
  await limited.close()
  assert.equal(statuses, [201, 201, 429, 429])
  assert.is(res.statusCode, 429)
  assert.ok(Number(res.headers['retry-after']) > 0)
  assert.match(res.body, 'Hemos recibido demasiados envíos')
  assert.is((await state.store.listLeads()).length, 2)
})

test('only the site itself may call the API from another origin', async () => {
  const preflight = (origin: string) =>
    state.app.inject({
      method: 'OPTIONS',
      url: '/api/mail/contact',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    })
  assert.is((await preflight(site)).headers['access-control-allow-origin'], site)
  const allowed = String((await preflight(site)).headers['access-control-allow-headers'])
    .toLowerCase()
    .split(/\s*,\s*/)
  for (const header of ['content-type', 'accept-language', 'idempotency-key']) assert.ok(allowed.includes(header), `${header} is allowed: ${allowed}`)
  assert.is((await preflight('https://evil.example')).headers['access-control-allow-origin'], undefined)
  const res = await post({ ...json(contact), headers: { 'content-type': 'application/json', origin: site } })
  assert.is(res.headers['access-control-allow-origin'], site)
  const invalid = await post({ ...json({}), headers: { 'content-type': 'application/json', origin: site } })
  assert.is(invalid.headers['access-control-allow-origin'], site, 'the browser can read the errors')
  const foreign = await post({ ...json(contact), headers: { 'content-type': 'application/json', origin: 'https://evil.example' } })
  assert.is(foreign.headers['access-control-allow-origin'], undefined)
})

test.run()
