// `npm start` as a deploy runs it: server/start.ts in a process of its own, stopped with SIGTERM.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { exitCodeWithin, startServerProcess, stopServerProcess } from '../tests/support/serverProcess'
import { tempDir } from '../tests/support/tempDir'
import { trickle } from '../tests/support/trickle'

/** What the server may take from SIGTERM to exit: its grace for requests in flight, and closing the store. */
const exitWithinMs = 8000
// Starting tsx and loading the build's configuration take seconds, more than twenty on a busy machine.
const startsWithinMs = 60_000
const buildFailsWithinMs = 90_000

/** Ends a process this test started, should the product have left it running. */
function killIfRunning(pid: number) {
  try {
    process.kill(pid, 'SIGKILL')
  } catch {
    // Gone already: what the test expects.
  }
}

/**
 * The log as an operator reads it: the server logger's JSON lines by their message. Requests' lines (they carry a
 * `reqId`) are not the start log: a port the system gives this server may have served another test's browser a moment
 * before, and that browser may still knock on it.
 */
const logLines = (output: string) =>
  output
    .trim()
    .split('\n')
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as { msg: string; reqId?: string }
        return entry.reqId ? [] : [entry.msg]
      } catch {
        return [line]
      }
    })

test('the start log says, in a line each, which build is served, the store, the retention, the mail server, the webhooks and the address', async () => {
  const server = startServerProcess({
    SMTP_URL: 'smtp://127.0.0.1:2525',
    LEAD_WEBHOOK_URLS: 'https://hooks.example.com/lead?token=secret',
    LEAD_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
  })
  let exitCode: Awaited<ReturnType<typeof stopServerProcess>> | undefined
  try {
    await server.waitFor(/Server listening at/, startsWithinMs)
  } finally {
    exitCode = await stopServerProcess(server)
  }
  assert.is(exitCode, 0, server.output())
  const started = logLines(server.output())
  const expected = [
    /^site: \/.*\/client$/,
    /^lead store: SQLite at \/.*leads\.sqlite$/,
    /^retention: deleted 0 lead\(s\) received before .* \(LEAD_RETENTION_DAYS=365\)$/,
    /^Lead notification emails go to contato@tecto\.com\.br through 127\.0\.0\.1:2525 \(0 pending\)\.$/,
    /^Each lead is also posted, signed, to https:\/\/hooks\.example\.com\/lead \(0 pending\)\.$/,
    /^Server listening at http:\/\/127\.0\.0\.1:\d+$/,
  ]
  const shown = started.slice(0, expected.length)
  assert.ok(
    expected.every((line, index) => line.test(shown[index] ?? '')),
    `the start log:\n${shown.join('\n')}`,
  )
  assert.match(started[expected.length] ?? '', /^shutting down$/, `nothing more before the shutdown, but: ${started[expected.length]}`)
})

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
  assert.match(server.output(), /TRUST_PROXY must be a whole number from 0 to 10.*the number of proxies.*open internet/)
  assert.not.match(server.output(), 'Building the site')
})

test('a build that fails stops the start: its output is shown, then the reason', async () => {
  // No build there, so the server builds; the build refuses a folder outside the project before it starts.
  const server = startServerProcess({ TECTO_OUT_DIR: relative(process.cwd(), tempDir('start-unbuilt')) })
  assert.is(await exitCodeWithin(server, buildFailsWithinMs), 1, server.output())
  const lines = logLines(server.output())
  assert.match(lines[0]!, /^Building the site into \/.*\/client \(missing or older than the sources\)…$/)
  assert.match(server.output(), /TECTO_OUT_DIR=.*: the build must go into a folder inside the project/)
  assert.match(lines.at(-1)!, /^Not starting: the build failed \(exit code 1\); its output is above\.$/)
  assert.not.match(server.output(), 'Server listening')
})

test('SIGTERM during the build stops the build too, and the start, at once', async () => {
  const outDir = join('.builds', `start-stopped-${process.pid}`)
  const server = startServerProcess({ TECTO_OUT_DIR: outDir })
  let build = 0
  try {
    await server.waitFor(/Building the site into/, startsWithinMs)
    build = Number(execFileSync('ps', ['-o', 'pid=', '--ppid', String(server.child.pid)], { encoding: 'utf8' }).trim())
    assert.ok(build > 0, 'the build runs in a process of its own')
    server.child.kill('SIGTERM')
    assert.is(await exitCodeWithin(server, exitWithinMs), 0, server.output())
    assert.match(server.output(), 'SIGTERM during the build: build stopped, not starting.')
    assert.throws(() => process.kill(build, 0), /ESRCH/, 'no build outlives the start')
    assert.not.ok(existsSync(join(outDir, 'client', 'index.html')))
  } finally {
    server.child.kill('SIGKILL')
    if (build > 0) killIfRunning(build)
    rmSync(outDir, { recursive: true, force: true })
  }
})

test.run()
