// Our server in a process of its own, so the load generator and Lighthouse never share its event loop.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { keepOutput, killOnExit, stopChild } from './childProcess'

/** A running server: its base URL (`http://127.0.0.1:<port>`) and how to stop it. */
export type RunningServer = { url: string; stop(): Promise<void> }

const entry = fileURLToPath(new URL('./ourServerProcess.ts', import.meta.url))
// `--import tsx` resolves from the working directory: the project's, wherever the bench was started.
const projectRoot = fileURLToPath(new URL('..', import.meta.url))

/** Starts buildApp (server/app.ts) over `clientDir` on 127.0.0.1 and a free port; with `databaseUrl`, the lead API too. */
export async function startOurServer(clientDir: string, databaseUrl?: string): Promise<RunningServer> {
  const env = { ...process.env, DATABASE_URL: databaseUrl ?? '' }
  const child = spawn(process.execPath, ['--import', 'tsx', entry, clientDir], { cwd: projectRoot, env, stdio: ['pipe', 'pipe', 'pipe'] })
  const forget = killOnExit(child)
  const output = keepOutput(child)
  const stop = async () => {
    forget()
    await stopChild(child)
  }
  try {
    const url = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line).url))
      child.once('error', reject)
      child.once('exit', (code) => reject(new Error(`our server exited (${code}) before listening:\n${output()}`)))
    })
    return { url, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
