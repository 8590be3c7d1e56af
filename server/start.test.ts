// `npm start` as a deploy runs it: server/start.ts in a process of its own, stopped with SIGTERM.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { exitCodeWithin, startServerProcess } from '../tests/support/serverProcess'
import { trickle } from '../tests/support/trickle'

/** What the server may take from SIGTERM to exit: its grace for requests in flight, and closing the store. */
const exitWithinMs = 8000

test('SIGTERM with a trickling request open: the server cuts it, stops the mail worker, closes the store and exits 0', async () => {
  const server = startServerProcess()
  const port = Number((await server.waitFor(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/))[1])
  const slow = trickle(port, 'POST /api/mail/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{', 500)
  await slow.sent
  // The server is reading the body: the request is in flight.
  await server.waitFor(/"url":"\/api\/mail\/contact".*"msg":"incoming request"/)
  const signalled = Date.now()
  server.child.kill('SIGTERM')
  const code = await exitCodeWithin(server, exitWithinMs)
  slow.socket.destroy()
  assert.is(code, 0, `exit code after ${Date.now() - signalled} ms:\n${server.output()}`)
  assert.match(server.output(), 'lead store closed')
  assert.is(await slow.closed.then(() => 'closed'), 'closed')
})

test('TRUST_PROXY=true stops the server at start, saying why', async () => {
  const server = startServerProcess({ TRUST_PROXY: 'true' })
  assert.is(await exitCodeWithin(server, 20_000), 1)
  assert.match(server.output(), /TRUST_PROXY must be the number of proxies.*open internet/)
  assert.not.match(server.output(), 'Building the site')
})

test.run()
