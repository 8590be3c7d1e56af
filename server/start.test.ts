// `npm start` as a deploy runs it: server/start.ts in a process of its own, stopped with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process'
import { utimesSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fakeClientDir } from '../tests/support/fakeClientDir'
import { onExit } from '../testbed/onExit'
import { tempDir } from '../tests/support/tempDir'
import { trickle } from '../tests/support/trickle'

const root = resolve('.')
/** What the server may take from SIGTERM to exit: its grace for requests in flight, and closing the store. */
const exitWithinMs = 8000

/** server/start.ts in its own process, with its output, and a wait for a line of it. */
type Started = { child: ChildProcess; output(): string; waitFor(what: RegExp, timeoutMs?: number): Promise<RegExpExecArray>; exited: Promise<number | null> }

/**
 * Starts server/start.ts on 127.0.0.1, a free port, a new SQLite file and a tiny fake build (newer than
 * every source, so no real build starts), without SMTP; `env` adds or overrides settings.
 */
function start(env: Record<string, string> = {}): Started {
  const outDir = tempDir('start')
  const clientDir = fakeClientDir(outDir)
  const future = new Date(Date.now() + 3600_000)
  utimesSync(join(clientDir, 'index.html'), future, future)
  const settings = { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: `sqlite:${join(outDir, 'leads.sqlite')}`, SMTP_URL: '', TRUST_PROXY: '', TECTO_OUT_DIR: relative(root, outDir) }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], { cwd: root, env: { ...process.env, ...settings, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const waiters = new Set<() => void>()
  const onOutput = (chunk: Buffer) => {
    output += chunk
    for (const check of waiters) check()
  }
  child.stdout!.on('data', onOutput)
  child.stderr!.on('data', onOutput)
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)))
  // A server the test could not stop must not outlive it.
  child.once('exit', onExit(() => child.kill('SIGKILL')))
  return {
    child,
    output: () => output,
    exited,
    waitFor: (what, timeoutMs = 20_000) =>
      new Promise((done, fail) => {
        const check = () => {
          const match = what.exec(output)
          if (match) finish(() => done(match))
        }
        const timer = setTimeout(() => finish(() => fail(new Error(`no ${what} within ${timeoutMs} ms in:\n${output}`))), timeoutMs)
        const finish = (settle: () => void) => {
          clearTimeout(timer)
          waiters.delete(check)
          settle()
        }
        waiters.add(check)
        exited.then((code) => finish(() => fail(new Error(`server exited (${code}) before ${what}:\n${output}`))))
        check()
      }),
  }
}

/** The exit code, or 'still running' (and the process killed) when it takes longer than `ms`. */
async function exitCodeWithin(server: Started, ms: number): Promise<number | null | 'still running'> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'still running'>((done) => (timer = setTimeout(() => done('still running'), ms)))
  const code = await Promise.race([server.exited, late])
  clearTimeout(timer)
  if (code === 'still running') server.child.kill('SIGKILL')
  return code
}

test('SIGTERM with a trickling request open: the server cuts it, stops the mail worker, closes the store and exits 0', async () => {
  const server = start()
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
  const server = start({ TRUST_PROXY: 'true' })
  assert.is(await exitCodeWithin(server, 20_000), 1)
  assert.match(server.output(), /TRUST_PROXY must be the number of proxies.*open internet/)
  assert.not.match(server.output(), 'Building the site')
})

test.run()
