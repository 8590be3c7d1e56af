// Starting and stopping the servers the benchmark runs as child processes (ours, nginx).
import type { ChildProcess } from 'node:child_process'
import { onExit } from '../testbed/onExit'

/**
 * Signals `child` if the bench process ends without stopping it (a crash, Ctrl-C, SIGTERM), then runs
 * `cleanup`; returns the undo. nginx needs SIGTERM: killed outright, its master leaves its worker running.
 */
export function killOnExit(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL', cleanup = () => {}): () => void {
  return onExit(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    cleanup()
  })
}

/** Sends `signal`, waits for the exit, and kills outright after `graceMs`. */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill(signal)
  })
}

/** Collects a child's output, to explain a failed start. */
export function keepOutput(child: ChildProcess): () => string {
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  return () => output
}
