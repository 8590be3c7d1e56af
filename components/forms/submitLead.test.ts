import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { captureConsoleErrors, jsonResponse, stubFetch } from '../../tests/formTesting'
import { settings } from '../../data/settings'
import { submitLead } from './submitLead'

const payload = { form: 'lead', locale: 'en-us', origin: 'https://tecto.com.br/en-us/contrate', name: 'Mary' } as const
const idempotencyKey = '3b241101-e2bb-4255-8caf-4136c566a962'

async function send(answer: () => Response | Promise<Response>) {
  const fetch = stubFetch(answer)
  const errors = captureConsoleErrors()
  try {
    return { result: await submitLead(payload, idempotencyKey), calls: fetch.calls, logged: errors.messages }
  } finally {
    errors.restore()
    fetch.restore()
  }
}

/** An error answer as the lead server words it. */
const serverError = (status: number, error: string, message: string) => () => jsonResponse(status, { statusCode: status, error, message })

test('posts the payload as JSON to {api}/mail/contact', async () => {
  const { result, calls, logged } = await send(() => jsonResponse(201, { id: 'abc' }))
  assert.equal(result, { status: 'sent', id: 'abc' })
  assert.is(calls[0]!.url, `${settings.apiBase}/mail/contact`)
  assert.is(calls[0]!.init.method, 'POST')
  assert.is((calls[0]!.init.headers as Record<string, string>)['content-type'], 'application/json')
  assert.equal(calls[0]!.body, payload)
  assert.equal(logged, [])
})

test('names the page’s language and the submission’s idempotency key in its headers', async () => {
  const { calls } = await send(() => jsonResponse(201, { id: 'abc' }))
  const headers = calls[0]!.init.headers as Record<string, string>
  assert.is(headers['accept-language'], 'en-US')
  assert.is(headers['idempotency-key'], idempotencyKey)
})

test('any 2xx is a success, even without a body', async () => {
  const { result } = await send(() => new Response(null, { status: 204 }))
  assert.is(result.status, 'sent')
})

test('every other answer is a failure, and is logged (a lost lead is worse than a retry)', async () => {
  for (const status of [301, 404, 413, 415, 429, 500, 503]) {
    const { result, logged } = await send(() => jsonResponse(status, { message: 'no' }))
    assert.equal(result, { status: 'failed' }, String(status))
    assert.match(logged[0] ?? '', String(status))
  }
})

test('a 429, 503 or 413 from the server brings its message, to show the visitor what to do', async () => {
  const cases = [
    [429, 'Too Many Requests', 'We received too many submissions in a short time. Please wait a minute and try again.'],
    [503, 'Service Unavailable', 'Our form is temporarily unavailable and your message was not recorded. Please try again in a few minutes.'],
    [413, 'Payload Too Large', 'Your message is too long. Please shorten it and send it again.'],
  ] as const
  for (const [status, error, message] of cases) {
    const { result } = await send(serverError(status, error, message))
    assert.equal(result, { status: 'failed', message }, String(status))
  }
})

test('a message that is not the server’s own answer is not shown', async () => {
  for (const answer of [
    // A proxy's JSON: no status of its own, or another one.
    () => jsonResponse(502, { message: 'upstream connect error' }),
    () => jsonResponse(503, { statusCode: 502, message: 'Bad gateway' }),
    () => jsonResponse(429, { statusCode: 429, message: 42 }),
    () => jsonResponse(429, { statusCode: 429, message: '   ' }),
    () => jsonResponse(429, { statusCode: 429, message: 'x'.repeat(301) }),
    () => new Response('<html>Too many</html>', { status: 429 }),
  ]) {
    const { result } = await send(answer)
    assert.equal(result, { status: 'failed' })
  }
})

test('a network error is a failure, and is logged', async () => {
  const { result, logged } = await send(() => Promise.reject(new TypeError('Failed to fetch')))
  assert.equal(result, { status: 'failed' })
  assert.match(logged[0] ?? '', 'Failed to fetch')
})

test('a 400 with messages per field is reported as invalid; one without them is a failure', async () => {
  const invalid = await send(() =>
    jsonResponse(400, { statusCode: 400, error: 'Bad Request', message: 'Some fields are empty or invalid.', errors: { email: 'Invalid email', other: 42 } }),
  )
  assert.equal(invalid.result, { status: 'invalid', errors: { email: 'Invalid email' } })
  const unreadable = await send(() => new Response('<html>Bad request</html>', { status: 400 }))
  assert.equal(unreadable.result, { status: 'failed' })
  const unread = await send(serverError(400, 'Bad Request', 'We could not read the form you sent. Please send it again.'))
  assert.equal(unread.result, { status: 'failed', message: 'We could not read the form you sent. Please send it again.' })
})

test.run()
