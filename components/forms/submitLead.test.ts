import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { captureConsoleErrors, jsonResponse, stubFetch } from '../../tests/formTesting'
import { submitLead } from './submitLead'

const payload = { form: 'lead', locale: 'en-us', origin: 'https://tecto.com.br/en-us/contrate', name: 'Mary' } as const

async function send(answer: () => Response | Promise<Response>, apiBase?: string) {
  const fetch = stubFetch(answer)
  const errors = captureConsoleErrors()
  try {
    return { result: await submitLead(payload, apiBase), calls: fetch.calls, logged: errors.messages }
  } finally {
    errors.restore()
    fetch.restore()
  }
}

test('posts the payload as JSON to {api}/mail/contact', async () => {
  const { result, calls, logged } = await send(() => jsonResponse(201, { id: 'abc' }), 'https://api.tecto.com.br')
  assert.equal(result, { status: 'sent', id: 'abc' })
  assert.is(calls[0]!.url, 'https://api.tecto.com.br/mail/contact')
  assert.is(calls[0]!.init.method, 'POST')
  assert.is((calls[0]!.init.headers as Record<string, string>)['content-type'], 'application/json')
  assert.equal(calls[0]!.body, payload)
  assert.equal(logged, [])
})

test('any 2xx is a success, even without a body', async () => {
  const { result } = await send(() => new Response(null, { status: 204 }))
  assert.is(result.status, 'sent')
})

test('every other answer is a failure, and is logged (DESIGN.md §3, unlike the spec’s original)', async () => {
  for (const status of [301, 404, 413, 415, 429, 500, 503]) {
    const { result, logged } = await send(() => jsonResponse(status, { message: 'no' }))
    assert.equal(result, { status: 'failed' }, String(status))
    assert.match(logged[0] ?? '', String(status))
  }
})

test('a network error is a failure, and is logged', async () => {
  const { result, logged } = await send(() => Promise.reject(new TypeError('Failed to fetch')))
  assert.equal(result, { status: 'failed' })
  assert.match(logged[0] ?? '', 'Failed to fetch')
})

test('a 400 with messages per field is reported as invalid; one without them is a failure', async () => {
  const invalid = await send(() => jsonResponse(400, { errors: { email: 'Invalid email', other: 42 } }))
  assert.equal(invalid.result, { status: 'invalid', errors: { email: 'Invalid email' } })
  const unreadable = await send(() => new Response('<html>Bad request</html>', { status: 400 }))
  assert.equal(unreadable.result, { status: 'failed' })
})

test.run()
