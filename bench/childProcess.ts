// The servers the benchmark runs as child processes (ours, nginx): started, awaited until they answer, and stopped.
import { spawn } from 'node:child_process'
import { get } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { onExit } from '../testbed/onExit'

/** A running server: its base URL (`http://127.0.0.1:<port>`) and how to stop it. */
export type RunningServer = { url: string; stop(): Promise<void> }

/** What to run, where it will answer, and how it stops. */
export type ServerProcess = {
  command: string
  args: string[]
  url: string
  cwd?: string
  env?: NodeJS.ProcessEnv
  /** What ends it gracefully (nginx: SIGQUIT, whose master then stops its worker); SIGKILL follows 5 s later. */
  stopSignal?: NodeJS.Signals
  /** How long it may take to answer (ms). */
  startMs?: number
  /** Runs once it has stopped, or when the bench ends first. */
  cleanup?: () => void
}

/** Whether `url` answers over HTTP now, whatever the status. */
function answers(url: string): Promise<boolean> {
  return new Promise((done) => {
    get(url, (response) => {
      response.resume()
      done(true)
    }).on('error', () => done(false))
  })
}

/**
 * Starts a server and resolves once it answers at `url`; else stops it and throws with what it printed. It is also
 * stopped when the bench ends without stopping it (a crash, Ctrl-C, SIGTERM).
 */
export async function startServer({ command, args, url, cwd, env, stopSignal = 'SIGTERM', startMs = 10_000, cleanup = () => {} }: ServerProcess) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => {
    output += chunk
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  child.on('error', (error) => keep(Buffer.from(String(error))))
  const exited = () => child.exitCode !== null || child.signalCode !== null
  const forget = onExit(() => {
    if (!exited()) child.kill(stopSignal)
    cleanup()
  })
  const stop = async () => {
    forget()
    if (!exited()) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
        child.once('exit', () => {
          clearTimeout(timer)
          resolve()
        })
        child.kill(stopSignal)
      })
    }
    cleanup()
  }
  const deadline = Date.now() + startMs
  while (!(await answers(url))) {
    if (exited() || Date.now() > deadline) {
      await stop()
      throw new Error(`${command} did not answer at ${url}:\n${output}`)
    }
    await sleep(50)
  }
  return { url, stop } satisfies RunningServer
}
