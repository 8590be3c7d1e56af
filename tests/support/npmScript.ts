import { spawn } from 'node:child_process'
import { connect } from 'node:net'
import { projectRoot } from '../testBuild'
import { onExit } from '../../testbed/onExit'

/** A running npm script that serves on a free port of 127.0.0.1 and prints its address (`npm run dev`, `npm run cms`). */
export type ScriptServer = {
  /** `http://127.0.0.1:<port>`. */
  baseUrl: string
  /** Everything the server printed so far, for a failing test's message. */
  output(): string
  /**
   * Ends it as a process manager would: SIGTERM to npm, which must take the server along. Resolves to whether the port
   * closed within a few seconds on its own; whatever is left of the process group is killed either way.
   */
  stop(): Promise<boolean>
}

/** A running `npm run dev` (vike's dev server) of its own. */
export type DevServer = ScriptServer

// The address vike prints once Vite listens: "➜  Local:   http://127.0.0.1:41234/".
const viteListening = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)\//

/** Starts `npm run dev` on a free port, with `env` added (e.g. `DATABASE_URL` for the lead API). */
export const startDevServer = (env: Record<string, string>, timeoutMs = 120_000) =>
  startNpmScript(['dev', '--', '--host', '127.0.0.1', '--port', '0'], viteListening, env, timeoutMs)

// The line `npm run cms` prints once it listens: "Content editor: http://127.0.0.1:41234/admin/".
const editorListening = /Content editor: (http:\/\/127\.0\.0\.1:\d+)\//

/** Starts `npm run cms` on a free port, with `env` added. */
export const startContentEditor = (env: Record<string, string>, timeoutMs = 120_000) => startNpmScript(['cms'], editorListening, env, timeoutMs)

/**
 * Starts `npm run <args>`, with `env` added, and resolves once it prints an address `listening` matches (its first
 * group). npm runs the script in a process group of its own (`detached`), so that the whole group can be killed
 * when the test process ends, should the test not get to `stop()`.
 */
function startNpmScript(args: string[], listening: RegExp, env: Record<string, string>, timeoutMs: number): Promise<ScriptServer> {
  // npm_execpath is npm itself when the tests run under `npm test`; otherwise the npm on the PATH.
  const npm = process.env.npm_execpath?.endsWith('.js') ? [process.execPath, process.env.npm_execpath] : ['npm']
  const child = spawn(npm[0]!, [...npm.slice(1), 'run', ...args], {
    cwd: projectRoot,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const killGroup = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
    } catch {
      // The group has ended already.
    }
  }
  const forget = onExit(killGroup)
  let output = ''
  let address: string | undefined
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  async function stop() {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    const closed = !address || (await portCloses(new URL(address).port, 5000))
    killGroup()
    forget()
    return closed
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => void stop().then(() => reject(new Error(`npm run ${args[0]} did not start within ${timeoutMs} ms:\n${output}`))), timeoutMs)
    const read = (chunk: Buffer) => {
      output += chunk
      address = listening.exec(output)?.[1]
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
      reject(new Error(`npm run ${args[0]} exited with ${code} before it listened:\n${output}`))
    })
  })
}

/** Whether nothing accepts connections on the port of 127.0.0.1 within `withinMs`, looking every 100 ms. */
async function portCloses(port: string, withinMs: number): Promise<boolean> {
  const refused = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(false)
      })
      socket.once('error', () => resolve(true))
    })
  for (const end = Date.now() + withinMs; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (await refused()) return true
  }
  return false
}
