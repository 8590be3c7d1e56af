// The servers the bench loads (ours, nginx), each a child process of its own, so the load generator and Lighthouse
// never share its event loop: started, awaited until they answer, and stopped, also when the bench ends first.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { freePort } from '../testbed/freePort'
import { onExit } from '../testbed/onExit'

/** What to run, given a temp dir of its own (deleted when it stops) and a free port; `stopSignal` ends it gracefully. */
type Launch = (dir: string, port: number) => { command: string; args: string[]; env?: NodeJS.ProcessEnv; stopSignal?: NodeJS.Signals }

// `--import tsx` resolves from the working directory: the project's, wherever the bench was started.
const projectRoot = fileURLToPath(new URL('..', import.meta.url))

/** Starts a server and resolves with its base URL and how to stop it once it answers; else stops it and throws with what it printed. */
export async function startServer(launch: Launch) {
  const dir = mkdtempSync(join(tmpdir(), 'tecto-bench-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const { command, args, env, stopSignal = 'SIGTERM' } = launch(dir, port)
  const child = spawn(command, args, { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: unknown) => {
    output += chunk
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  child.on('error', keep)
  const running = () => child.exitCode === null && child.signalCode === null
  const forget = onExit(() => {
    if (running()) child.kill(stopSignal)
    rmSync(dir, { recursive: true, force: true })
  })
  const stop = async () => {
    forget()
    if (running()) {
      const exited = new Promise((done) => child.once('exit', done))
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      child.kill(stopSignal)
      await exited
      clearTimeout(timer)
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const answers = () =>
    fetch(url).then(
      (response) => response.arrayBuffer().then(() => true),
      () => false,
    )
  // Two minutes: `npm start` builds first when the build is older than the sources.
  for (const deadline = Date.now() + 120_000; !(await answers()); await sleep(50)) {
    if (!running() || Date.now() > deadline) {
      await stop()
      throw new Error(`${command} did not answer at ${url}:\n${output}`)
    }
  }
  return { url, stop }
}

/** Our server as `npm start` runs it, serving `clientDir`, its leads in `databaseUrl` (else a temp SQLite), no mail or webhook. */
export const startOurServer = (clientDir: string, databaseUrl?: string) =>
  startServer((dir, port) => ({
    command: process.execPath,
    args: ['--import', 'tsx', join(projectRoot, 'server', 'start.ts')],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TECTO_OUT_DIR: dirname(resolve(clientDir)),
      DATABASE_URL: databaseUrl ?? `sqlite:${join(dir, 'leads.sqlite')}`,
      // The most server/settings.ts allows: a minute's load stays below it.
      LEAD_RATE_LIMIT: '1000000',
      SMTP_URL: '',
      LEAD_WEBHOOK_URLS: '',
      LEAD_WEBHOOK_SECRET: '',
    },
  }))
