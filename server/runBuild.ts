import { spawn } from 'node:child_process'
import { existsSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** How a build ended: `end` says how when it failed; `output` is all it printed, for a failure's report. */
export type BuildRun = { ok: boolean; seconds: number; output: string; end: string }

/** A build under way: `done` settles once its process has ended; `stop()` ends it at once. */
export type RunningBuild = { done: Promise<BuildRun>; stop(): void }

export type BuildOptions = {
  /** The build's whole environment; by default this process's, which holds the settings the server read. */
  env?: NodeJS.ProcessEnv
  /** The build's client folder: a build that does not finish leaves no `index.html` of its own there. */
  clientDir?: string
  /** What runs: the project's `vike build` unless a test says otherwise. */
  command?: readonly string[]
}

/** Runs `vike build`; a failed or stopped build's `index.html` (the freshness marker) is removed, so the next start rebuilds. */
export function runBuild(root: string, options: BuildOptions = {}): RunningBuild {
  const [file, ...args] = options.command ?? [join(root, 'node_modules', '.bin', 'vike'), 'build']
  const started = Date.now()
  const child = spawn(file!, args, { cwd: root, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] })
  const output: Buffer[] = []
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => output.push(chunk))
  const done = new Promise<BuildRun>((resolve) => {
    let finished = false
    const finish = (end: string | null) => {
      if (finished) return
      finished = true
      // One older than the build is a previous build's, and stays.
      const marker = options.clientDir && join(options.clientDir, 'index.html')
      if (end !== null && marker && existsSync(marker) && statSync(marker).mtimeMs >= started) rmSync(marker)
      resolve({ ok: end === null, seconds: (Date.now() - started) / 1000, output: Buffer.concat(output).toString(), end: end ?? '' })
    }
    child.on('error', (error) => finish(`could not start ${file}: ${error.message}`))
    // A killed build is over when it dies ('exit'): its helpers may hold the output open a while longer.
    child.on('exit', (_code, signal) => {
      if (signal) finish(`stopped by ${signal}`)
    })
    child.on('close', (code, signal) => finish(code === 0 ? null : signal ? `stopped by ${signal}` : `exit code ${code}`))
  })
  return { done, stop: () => void child.kill('SIGKILL') }
}
