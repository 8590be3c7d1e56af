// `npm start` as a deploy runs it: server/start.ts in a process of its own, for the tests that stop, starve or
// crash what it depends on and check that the process itself carries on.
import { spawn, type ChildProcess } from 'node:child_process'
import { utimesSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { onExit } from '../../testbed/onExit'
import { fakeClientDir } from './fakeClientDir'
import * as assert from 'uvu/assert'
import { httpGet, httpPost, type HttpAnswer } from './httpPost'
import { tempDir } from './tempDir'

/** server/start.ts in its own process, with its output, and a wait for a line of it. */
export type ServerProcess = {
  child: ChildProcess
  /** The temp dir holding the fake build (and the SQLite file unless `env` says otherwise). */
  outDir: string
  output(): string
  waitFor(what: RegExp, timeoutMs?: number): Promise<RegExpExecArray>
  exited: Promise<number | null>
}

/** How the process runs: `fileSizeLimitKiB` caps every file it writes (`ulimit -f`), as a full disk would. */
export type ServerProcessOptions = { fileSizeLimitKiB?: number }

/**
 * Starts server/start.ts on 127.0.0.1, a free port, a new SQLite file and a tiny fake build (newer than
 * every source, so no real build starts), without SMTP; `env` adds or overrides settings.
 */
export function startServerProcess(env: Record<string, string> = {}, options: ServerProcessOptions = {}): ServerProcess {
  const root = resolve('.')
  const outDir = tempDir('start')
  const clientDir = fakeClientDir(outDir)
  const future = new Date(Date.now() + 3600_000)
  utimesSync(join(clientDir, 'index.html'), future, future)
  const settings = {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATABASE_URL: `sqlite:${join(outDir, 'leads.sqlite')}`,
    SMTP_URL: '',
    TRUST_PROXY: '',
    TECTO_OUT_DIR: relative(root, outDir),
  }
  const node = [process.execPath, '--import', 'tsx', 'server/start.ts']
  const [file, args] = options.fileSizeLimitKiB
    ? ['sh', ['-c', `ulimit -f ${options.fileSizeLimitKiB} && exec "$@"`, 'sh', ...node]]
    : [node[0]!, node.slice(1)]
  const child = spawn(file, args, { cwd: root, env: { ...process.env, ...settings, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
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
  child.once(
    'exit',
    onExit(() => child.kill('SIGKILL')),
  )
  return {
    child,
    outDir,
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

/** The port the server listens on, once it says so. */
export async function listeningPort(server: ServerProcess): Promise<number> {
  return Number((await server.waitFor(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/))[1])
}

/** The exit code, or 'still running' (and the process killed) when it takes longer than `ms`. */
export async function exitCodeWithin(server: ServerProcess, ms: number): Promise<number | null | 'still running'> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'still running'>((done) => (timer = setTimeout(() => done('still running'), ms)))
  const code = await Promise.race([server.exited, late])
  clearTimeout(timer)
  if (code === 'still running') server.child.kill('SIGKILL')
  return code
}

/** Stops the server with SIGTERM and resolves with its exit code (SIGKILL after `ms`: then 'still running'). */
export async function stopServerProcess(server: ServerProcess, ms = 8000): Promise<number | null | 'still running'> {
  if (server.child.exitCode !== null) return server.child.exitCode
  server.child.kill('SIGTERM')
  return exitCodeWithin(server, ms)
}

/**
 * Posts a lead as a browser without JavaScript does: form-encoded, with no challenge, so a test can post many
 * (a JSON post's challenge takes seconds of work by design). It is stored unverified and answered 303 to the
 * thank-you page; `email` tells the leads apart.
 */
export function postFormLead(port: number, email: string): Promise<HttpAnswer> {
  const body = new URLSearchParams({ form: 'lead', name: 'Mary Jones', email, phone: '(11) 98765-4321', state: 'SP', origin: '/en-us/contrate', website: '' })
  return httpPost(`http://127.0.0.1:${port}/api/mail/contact`, body.toString(), { 'content-type': 'application/x-www-form-urlencoded' })
}

/**
 * What a visitor and a monitor meet while the lead store is away: the home page answers 200, a lead 503 with a
 * Retry-After, and the health check 503 with `store: unreachable`.
 */
export async function assertStoreAwayAnswers(port: number): Promise<void> {
  const page = await httpGet(`http://127.0.0.1:${port}/`)
  const lead = await postFormLead(port, 'early@example.com')
  const health = await httpGet(`http://127.0.0.1:${port}/api/health`)
  assert.equal([page.status, lead.status, health.status, JSON.parse(health.body).store], [200, 503, 503, 'unreachable'])
  assert.ok(lead.headers['retry-after'], 'a lead refused for the outage says when to try again')
}
