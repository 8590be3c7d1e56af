import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { contactPost, leadPost } from '../../tests/support/samplePosts'
import { easyWork, fromTheForm, testClock } from '../../tests/support/solvedChallenge'
import { tempDir } from '../../tests/support/tempDir'
import type { LeadStore } from '../leads/leadStore'
import { openSqliteLeadStore } from '../leads/sqliteLeadStore'
import { leadRoutes, type LeadRoutesOptions } from './leadRoutes'

const dir = tempDir('routes')
let files = 0
const site = 'https://tecto.com.br'

const contact = contactPost
const lead = leadPost

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const json = (body: unknown): InjectOptions => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) })
const formPost = (fields: Record<string, string>): InjectOptions => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: form(fields),
})

const test = suite('POST /api/mail/contact')
let app: FastifyInstance
let store: LeadStore
let woken = 0

const clock = testClock()
const botDefence = { secret: 'the route tests’ secret, long enough to sign with', work: easyWork, now: clock.now }

async function build(options: Partial<LeadRoutesOptions> = {}) {
  const server = Fastify()
  await server.register(leadRoutes, {
    prefix: '/api',
    store,
    onLeadStored: () => woken++,
    allowedOrigins: [site],
    rateLimit: { max: 1000 },
    botDefence,
    ...options,
  })
  return server
}

/** A challenge of the healthy app (servers built here share its secret), so a limited server's own limits stay untouched. */
const challengeOf = async (form: string) => (await app.inject({ method: 'GET', url: `/api/challenge?form=${form}` })).json()

/**
 * Posts as the form does: a JSON object goes with a solved challenge (server/routes/botDefence.test.ts posts as bots do,
 * without one).
 */
const post = async (options: InjectOptions, server = app) =>
  server.inject({ method: 'POST', url: '/api/mail/contact', ...(await fromTheForm(options, challengeOf, clock)) })

test.before.each(async () => {
  store = openSqliteLeadStore(join(dir, `${++files}.sqlite`))
  woken = 0
  app = await build()
})
// Never throws: uvu would swallow a failing before.each along with it (its runner returns from `finally`).
test.after.each(async () => {
  await Promise.resolve()
    .then(() => app.close())
    .catch(() => undefined)
  await Promise.resolve()
    .then(() => store.close())
    .catch(() => undefined)
})

test('a valid contact request in JSON is stored before the 201 and wakes the mail worker', async () => {
  const res = await post(json(contact))
  assert.is(res.statusCode, 201)
  const { id } = res.json() as { id: string }
  const [stored] = await store.listLeads()
  assert.equal(
    { id: stored?.id, kind: stored?.kind, locale: stored?.locale, company: stored?.company, mail: stored?.mail?.status },
    { id, kind: 'contact', locale: 'en-us', company: 'Acme Pagamentos', mail: 'pending' },
  )
  assert.is(woken, 1)
})

test('a lead form posted without JavaScript is stored and redirected to the thank-you page of its locale', async () => {
  const res = await post(formPost({ ...lead, origin: '/es-es/contrate', website: '' }))
  assert.is(res.statusCode, 303)
  assert.is(res.headers.location, '/es-es/obrigado')
  const [stored] = await store.listLeads()
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
  const stored = await store.listLeads()
  assert.equal(
    stored.map((row) => [row.locale, row.phone, row.country, row.state]),
    [
      ['es-es', '+34612345678', 'ES', null],
      ['es-es', '+34612345678', 'ES', null],
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
  const [stored] = await store.listLeads()
  assert.equal([stored?.phone, stored?.country, stored?.state], ['(11) 3333-4444', 'BR', 'SP'])
})

test('a lead from Brazil without a state, or an international number that is no number, gets 400 and its messages', async () => {
  const noState = await post(json({ ...lead, locale: 'pt-br', country: 'BR', state: '' }))
  assert.equal([noState.statusCode, noState.json().errors], [400, { state: 'Campo obrigatório' }])
  const badNumber = await post(json({ ...lead, locale: 'en-us', phone: '+34 612', country: 'ES' }))
  assert.equal([badNumber.statusCode, badNumber.json().errors], [400, { phone: 'Enter a valid phone number with area code' }])
  assert.equal(await store.listLeads(), [])
})

test('from a page of the site, the redirect goes back to the site, whichever host serves the API', async () => {
  const res = await post(formPost({ ...lead, origin: `${site}/pt-br/fabrica-de-software` }))
  assert.is(res.headers.location, `${site}/pt-br/obrigado`)
  const foreign = await post(formPost({ ...lead, origin: 'https://evil.example/pt-br/contrate' }))
  assert.is(foreign.headers.location, '/pt-br/obrigado')
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
  assert.equal(await store.listLeads(), [])
  assert.is(woken, 0)
})

test('a lead records its page as one full address, whether posted by the script or without JavaScript', async () => {
  const spanish = { ...lead, form: 'lead', locale: 'es-es' }
  await post(json({ ...spanish, origin: `${site}/es-es/contrate?utm_source=ads` }))
  // What the no-JS form sends: its hidden field with the page's path, and the browser's Origin header.
  await post({ ...formPost({ ...spanish, origin: '/contrate', website: '' }), headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site } })
  assert.equal(
    (await store.listLeads()).map((stored) => stored.origin),
    [`${site}/es-es/contrate`, `${site}/es-es/contrate`],
  )
})

test('a page address that is not text, or an empty honeypot, never blocks a lead', async () => {
  for (const extra of [{ origin: 42 }, { website: null }]) {
    const res = await post(json({ ...lead, ...extra }))
    assert.is(res.statusCode, 201, JSON.stringify(extra).slice(0, 40))
  }
  assert.equal(
    (await store.listLeads()).map((stored) => stored.origin.length),
    [0, lead.origin.length],
  )
})

test('a message at its limit is accepted', async () => {
  const res = await post(json({ ...contact, message: 'x'.repeat(5000) }))
  assert.is(res.statusCode, 201)
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
  assert.equal(await errorsOf({ ...lead, phone: 'ligue-me' }), { phone: 'Introduce un teléfono válido con prefijo' })
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

test('a filled honeypot gets a normal-looking answer and stores nothing', async () => {
  const res = await post(json({ ...contact, website: 'http://spam.example' }))
  assert.is(res.statusCode, 201)
  assert.match(res.json().id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  const viaForm = await post(formPost({ ...lead, website: 'spam' }))
  assert.is(viaForm.statusCode, 303)
  assert.equal(await store.listLeads(), [])
  assert.is(woken, 0)
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
  assert.is((await store.listLeads()).length, 2)
})

/** The words each JSON error must say, by locale: written out here, not read from the table they test. */
const words = {
  'en-us': {
    invalid: 'Some fields are empty or invalid',
    tooLarge: 'Your message is too long',
    unsupported: 'We could not read the form',
    tooMany: 'Please wait a minute',
    unavailable: 'try again in a few minutes',
  },
  'es-es': {
    invalid: 'Hay campos vacíos o no válidos',
    tooLarge: 'El mensaje es demasiado largo',
    unsupported: 'No hemos podido leer el formulario',
    tooMany: 'Espera un minuto',
    unavailable: 'Inténtalo de nuevo en unos minutos',
  },
  'pt-br': {
    invalid: 'Há campos vazios ou inválidos',
    tooLarge: 'A mensagem é longa demais',
    unsupported: 'Não conseguimos ler o formulário',
    tooMany: 'Aguarde um minuto',
    unavailable: 'Tente de novo em alguns minutos',
  },
} as const
const tags = { 'en-us': 'en-US', 'es-es': 'es-ES', 'pt-br': 'pt-BR' } as const
const locales = Object.keys(tags) as (keyof typeof tags)[]

/** A JSON post as the form's script sends it: the page's language in Accept-Language. */
const fromPage = (locale: keyof typeof tags, options: InjectOptions): InjectOptions => ({
  ...options,
  headers: { 'content-type': 'application/json', ...(options.headers as Record<string, string>), 'accept-language': tags[locale] },
})

/** Checks a JSON error's shape and that its message says `expected`. */
function assertErrorAnswer(
  res: { statusCode: number; json(): { statusCode?: unknown; error?: unknown; message?: unknown } },
  status: number,
  expected: string,
  what: string,
) {
  assert.is(res.statusCode, status, what)
  const body = res.json()
  assert.is(body.statusCode, status, what)
  assert.type(body.error, 'string', what)
  assert.ok(String(body.message).includes(expected), `${what}: "${body.message}" should say "${expected}"`)
}

test('errors refused before the body is read (413, 415, 400) speak the Accept-Language of the page', async () => {
  for (const locale of locales) {
    const big = await post(fromPage(locale, json({ ...contact, message: 'x'.repeat(20 * 1024) })))
    assertErrorAnswer(big, 413, words[locale].tooLarge, `413 ${locale}`)
    const plain = await post(fromPage(locale, { headers: { 'content-type': 'text/plain' }, payload: 'hello' }))
    assertErrorAnswer(plain, 415, words[locale].unsupported, `415 ${locale}`)
    const malformed = await post(fromPage(locale, { payload: '{"name": "Ana",' }))
    assertErrorAnswer(malformed, 400, words[locale].unsupported, `malformed 400 ${locale}`)
  }
})

test('a 429 says to wait, in the language of the page, with Retry-After', async () => {
  const limited = await build({ rateLimit: { max: 1 } })
  try {
    assert.is((await post(json(contact), limited)).statusCode, 201)
    for (const locale of locales) {
      const res = await post(fromPage(locale, json({ ...contact, locale })), limited)
      assertErrorAnswer(res, 429, words[locale].tooMany, `429 ${locale}`)
      assert.is(res.json().error, 'Too Many Requests')
      assert.ok(Number(res.headers['retry-after']) > 0, 'Retry-After')
    }
    // A browser's own preferences work too: the best of our languages wins.
    const res = await post(
      { ...json(contact), headers: { 'content-type': 'application/json', 'accept-language': 'fr-FR,fr;q=0.9,es-MX;q=0.8,en;q=0.5' } },
      limited,
    )
    assertErrorAnswer(res, 429, words['es-es'].tooMany, '429 from es-MX')
    const crossOrigin = await post(
      { ...fromPage('en-us', json(contact)), headers: { 'content-type': 'application/json', 'accept-language': 'en-US', origin: site } },
      limited,
    )
    assert.is(crossOrigin.statusCode, 429)
    assert.is(crossOrigin.headers['access-control-allow-origin'], site, 'the site on another host can read the message')
  } finally {
    await limited.close()
  }
})

test('a 400 keeps its messages by field and adds one message, all in the page’s language', async () => {
  for (const locale of locales) {
    const res = await post(fromPage(locale, json({ ...contact, locale, origin: `${site}/${locale}/contato`, name: '' })))
    assertErrorAnswer(res, 400, words[locale].invalid, `400 ${locale}`)
    assert.equal(res.json().errors, { name: { 'en-us': 'Field required', 'es-es': 'Campo requerido', 'pt-br': 'Campo obrigatório' }[locale] })
  }
})

test('once the body is read its locale decides, before Accept-Language; without either, the Referer, then Portuguese', async () => {
  const answer = async (body: Record<string, unknown>, headers: Record<string, string>) =>
    (await post({ ...json(body), headers: { 'content-type': 'application/json', ...headers } })).json().message as string
  const { origin: _origin, ...noOrigin } = contact
  assert.match(await answer({ ...contact, name: '', locale: 'es-es' }, { 'accept-language': 'en-US' }), words['es-es'].invalid)
  assert.match(await answer({ ...noOrigin, name: '' }, { 'accept-language': 'en-US', referer: `${site}/es-es/contato` }), words['en-us'].invalid)
  assert.match(await answer({ ...noOrigin, name: '' }, { referer: `${site}/es-es/contato` }), words['es-es'].invalid)
  assert.match(await answer({ ...noOrigin, name: '' }, { 'accept-language': 'de-DE' }), words['pt-br'].invalid)
})

test('a form posted without JavaScript and refused before its body is read answers in the Referer’s language', async () => {
  const res = await post({
    headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${site}/en-us/contato`, 'accept-language': 'pt-BR' },
    payload: form({ ...contact, message: 'x'.repeat(20 * 1024) }),
  })
  assert.is(res.statusCode, 413)
  assert.match(res.body, '<html lang="en-US">')
  assert.match(res.body, words['en-us'].tooLarge)
})

test('only the site itself may call the API from another origin', async () => {
  const preflight = (origin: string) =>
    app.inject({
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

test('when the store fails the answer is 503 with Retry-After, never a crash', async () => {
  const broken = openSqliteLeadStore(join(dir, `${++files}.sqlite`))
  await broken.close()
  const server = await build({ store: broken })
  const res = await post(json(contact), server)
  assert.is(res.statusCode, 503)
  assert.is(res.headers['retry-after'], '30')
  for (const locale of locales) {
    // The body was read: its locale decides, whatever the headers say.
    const answered = await post({ ...json({ ...contact, locale }), headers: { 'content-type': 'application/json', 'accept-language': 'de-DE' } }, server)
    assertErrorAnswer(answered, 503, words[locale].unavailable, `503 ${locale}`)
    assert.is(answered.json().error, 'Service Unavailable')
    assert.is(answered.headers['retry-after'], '30')
  }
  const page = await post(formPost({ ...contact, origin: '/pt-br/contato' }), server)
  assert.is(page.statusCode, 503)
  assert.match(page.body, 'temporariamente indisponível')
  await server.close()
  assert.is(woken, 0)
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
  assert.is((await store.listLeads()).length, 1)
  assert.is(woken, 1)
  const other = await post(keyed({ ...contact, message: 'Outra mensagem' }))
  assert.is(other.statusCode, 422)
  // The page is English (its origin's locale): the message says what happened, not that the form was unreadable.
  assert.is(
    other.json().message,
    'This submission was already used for a different form, so this one was not recorded. Please reload the page and send it again.',
  )
  assert.is((await store.listLeads()).length, 1)
})

test('a malformed Idempotency-Key is refused with 400 and nothing is stored', async () => {
  const res = await post({ ...json(contact), headers: { 'content-type': 'application/json', 'idempotency-key': 'ü'.repeat(3) } })
  assert.is(res.statusCode, 400)
  assert.is((await store.listLeads()).length, 0)
})

test.run()
