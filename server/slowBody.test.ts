// A client that sends its headers and then trickles the body must not keep a connection (and the server) forever.
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fakeClientDir } from '../tests/support/fakeClientDir'
import { easyWork, testClock, withSolution } from '../tests/support/solvedChallenge'
import { tempDir } from '../tests/support/tempDir'
import { trickle } from '../tests/support/trickle'
import { buildApp, defaultRequestTimeoutMs } from './app'
import { openLeadCapture } from './leadCapture'
import { readSettings } from './settings'

const requestTimeoutMs = 1000
// The bound the test allows: the timeout, plus the server's check interval and some slack for a busy machine.
const closedWithinMs = 3000

const settings = readSettings({ DATABASE_URL: `sqlite:${join(tempDir('slow-body'), 'leads.sqlite')}` })
const leadCapture = await openLeadCapture(settings, { info: () => undefined, error: () => undefined })
const clock = testClock()
// A challenge that takes no time to solve, on a clock the test moves past the typing time.
const app = await buildApp({
  clientDir: fakeClientDir(),
  leadCapture: { ...leadCapture, routes: { ...leadCapture.routes, botDefence: { work: easyWork, now: clock.now } } },
  requestTimeoutMs,
})
app.addHook('onClose', () => leadCapture.close())
await app.listen({ host: '127.0.0.1', port: 0 })
const { port } = app.server.address() as AddressInfo

test.after(() => app.close())

/** Waits for the connection to close, but never longer than the bound: a test must not hang on the bug it tests. */
async function closedInTime(closed: Promise<number>, socket: { destroy(): void }): Promise<number | 'still open'> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'still open'>((resolve) => (timer = setTimeout(() => resolve('still open'), closedWithinMs + 2000)))
  const result = await Promise.race([closed, late])
  clearTimeout(timer)
  socket.destroy()
  return result
}

/** The JSON body of a raw HTTP answer. */
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown

test('a lead post whose body trickles gets a 408 and its connection closed once the request time is up', async () => {
  const head = 'POST /api/mail/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept-Language: es-ES\r\nContent-Length: 5000\r\n\r\n{'
  const slow = trickle(port, head)
  await slow.sent
  const elapsed = await closedInTime(slow.closed, slow.socket)
  assert.type(elapsed, 'number', 'the server closed the connection')
  assert.ok((elapsed as number) >= requestTimeoutMs - 100, `not before the request time is up (${elapsed} ms)`)
  assert.ok((elapsed as number) <= closedWithinMs, `closed after ${elapsed} ms`)
  assert.match(slow.answer(), /^HTTP\/1\.1 408 /)
  // The API's format, in the page's language (the form's script sends it as Accept-Language).
  assert.equal(bodyOf(slow.answer()), {
    statusCode: 408,
    error: 'Request Timeout',
    message: 'Tu formulario ha tardado demasiado en llegar y no se ha registrado. Comprueba tu conexión y vuelve a enviarlo.',
  })
})

test('so do headers that never end', async () => {
  const slow = trickle(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ')
  await slow.sent
  const elapsed = await closedInTime(slow.closed, slow.socket)
  assert.type(elapsed, 'number', 'the server closed the connection')
  assert.ok((elapsed as number) <= closedWithinMs, `closed after ${elapsed} ms`)
  assert.match(slow.answer(), /^HTTP\/1\.1 408 /)
  // No headers to tell the language: Portuguese, the site's default.
  assert.equal(bodyOf(slow.answer()), {
    statusCode: 408,
    error: 'Request Timeout',
    message: 'Seu formulário demorou demais para chegar e não foi registrado. Verifique sua conexão e envie de novo.',
  })
})

test('by default a trickled request is closed within 30 s: a 10 s bound on headers and body, checked every second', async () => {
  const plain = await buildApp({ clientDir: fakeClientDir() })
  try {
    const { requestTimeout, headersTimeout } = plain.server
    assert.is(requestTimeout, defaultRequestTimeoutMs)
    assert.ok(requestTimeout > 0 && requestTimeout <= 15_000, `${requestTimeout} ms`)
    // A longer headers bound would make Node swap the two and give a trickled body 60 s.
    assert.ok(headersTimeout <= requestTimeout, `headers ${headersTimeout} ms`)
  } finally {
    await plain.close()
  }
})

test('a request sent at a normal pace is answered as before', async () => {
  const challengeOf = async (form: string) => (await app.inject({ method: 'GET', url: `/api/challenge?form=${form}` })).json()
  const payload = await withSolution({ name: 'Ana Souza', email: 'ana@empresa.com.br', phone: '11987654321', state: 'SP' }, challengeOf, clock)
  const res = await app.inject({ method: 'POST', url: '/api/mail/contact', payload })
  assert.is(res.statusCode, 201)
})

test.run()
