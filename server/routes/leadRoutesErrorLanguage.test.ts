// POST /api/mail/contact: a refused post is answered in the language of the page that sent it.
import type { InjectOptions } from 'fastify'
import * as assert from 'uvu/assert'
import { contactPost as contact } from '../../tests/support/samplePosts'
import { form, formPost, json, leadRouteSuite, site } from '../../tests/support/leadRouteSuite'

const { test, state, build, post, newStore } = leadRouteSuite('POST /api/mail/contact: answers in the page’s language')

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
      { ...json(contact), headers: { 'content-type': 'application/json', 'accept-language': 'xx-XX,xx;q=0.9,es-MX;q=0.8,en;q=0.5' } },
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

test('when the store fails the answer is 503 with Retry-After, never a crash', async () => {
  const broken = await newStore()
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
  assert.is(state.woken, 0)
})

test.run()
