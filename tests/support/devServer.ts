import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { projectRoot } from '../testBuild'
import { onExit } from '../../testbed/onExit'

/** A running `npm run dev` (vike's dev server) of its own, on a free port of 127.0.0.1. */
export type DevServer = {
  /** `http://127.0.0.1:<port>`. */
  baseUrl: string
  /** Everything the server printed so far, for a failing test's message. */
  output(): string
  stop(): Promise<void>
}

// The address vike prints once Vite listens: "➜  Local:   http://127.0.0.1:41234/".
const listening = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)\//

/**
 * Starts `vike dev` as `npm run dev` does, with `env` added (e.g. `DATABASE_URL` for the lead API), and resolves
 * once it prints its address. Port 0 lets the system pick a free one. The server is stopped when the test process
 * ends, should the test not get to `stop()`.
 */
export function startDevServer(env: Record<string, string>, timeoutMs = 120_000): Promise<DevServer> {
  const child = spawn(process.execPath, [join(projectRoot, 'node_modules/vike/bin.js'), 'dev', '--host', '127.0.0.1', '--port', '0'], {
    cwd: projectRoot,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const forget = onExit(() => child.kill('SIGKILL'))
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  async function stop() {
    forget()
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => void stop().then(() => reject(new Error(`vike dev did not start within ${timeoutMs} ms:\n${output}`))), timeoutMs)
    const read = (chunk: Buffer) => {
      output += chunk
      const address = listening.exec(output)?.[1]
      if (!address) return
      clearTimeout(timer)
      child.stdout.off('data', read)
      child.stdout.on('data', (more: Buffer) => void (output += more))
      resolve({ baseUrl: address, output: () => output, stop })
    }
    child.stdout.on('data', read)
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk))
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`vike dev exited with ${code} before it listened:\n${output}`))
    })
  })
}
