import { spawn } from 'node:child_process'
import type { Outcome } from './stageCounts'
import { projectRoot } from './testBuild'

// The environment `npm test` started with. Code the runner loads may change its own: the test lead server renders a
// refused post's page through the build's server entry, and vike's entry sets NODE_ENV=production in the process,
// which would start the dev server's tests in production mode (no hot updates).
const startEnv = { ...process.env }

/**
 * Runs a command of `npm test` in the project folder and keeps everything it prints, for the stage's counts. A
 * `stream`ed command also shows its output as it comes (the one long stage, which a person watches): from the start
 * if `stream` is true, or, if it is a promise, from when it settles (the output so far first), so that it does not
 * run through the blocks of the stages beside it. The others are shown whole when they end.
 */
export function runCommand(
  command: string,
  args: string[],
  { env = {}, stream = false }: { env?: Record<string, string>; stream?: boolean | Promise<unknown> } = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Keep colours when a person watches; the parser strips them.
      env: { ...startEnv, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
    })
    let output = ''
    let streaming = stream === true
    if (stream instanceof Promise) {
      const startStreaming = () => {
        process.stdout.write(output)
        streaming = true
      }
      stream.then(startStreaming, startStreaming)
    }
    const keep = (target: NodeJS.WriteStream) => (chunk: Buffer) => {
      if (streaming) target.write(chunk)
      output += chunk
    }
    child.stdout.on('data', keep(process.stdout))
    child.stderr.on('data', keep(process.stderr))
    let finished = false
    // A command that cannot start reports 'error' and may still report 'close'.
    const done = (code: number) => {
      if (finished) return
      finished = true
      resolve({ code, output })
    }
    child.on('error', (error) => {
      output += String(error)
      done(1)
    })
    child.on('close', (code) => done(code ?? 1))
  })
}
