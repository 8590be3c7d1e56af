import { constants } from 'node:os'

const cleanups = new Set<() => void>()
let installed = false

/**
 * Runs a synchronous cleanup when the test process ends, also on a signal (which alone would skip the 'exit' handlers,
 * leaving a PostgreSQL server or temp files behind). Returns what forgets the cleanup once its resource is released.
 */
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
