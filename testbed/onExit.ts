import { constants } from 'node:os'

const cleanups = new Set<() => void>()
let installed = false

/** Runs `cleanup` when the process ends, also on a signal (which alone skips 'exit' handlers); returns what forgets it. */
export function onExit(cleanup: () => void): () => void {
  if (!installed) {
    installed = true
    process.once('exit', () => {
      // A throwing cleanup must not stop the ones after it.
      for (const run of cleanups) {
        try {
          run()
        } catch (error) {
          console.error('test cleanup failed:', error)
        }
      }
    })
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.once(signal, () => process.exit(128 + constants.signals[signal]))
    }
  }
  cleanups.add(cleanup)
  return () => cleanups.delete(cleanup)
}
