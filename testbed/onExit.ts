import { constants } from 'node:os'

let signalsHandled = false

/**
 * Runs a synchronous cleanup when the test process ends, also when it is interrupted: a signal
 * alone would end it without 'exit' handlers, leaving a PostgreSQL server or temp files behind.
 */
export function onExit(cleanup: () => void): () => void {
  // A throwing 'exit' listener would stop the ones after it: each cleanup keeps its failure to itself.
  const quiet = () => {
    try {
      cleanup()
    } catch (error) {
      console.error('test cleanup failed:', error)
    }
  }
  process.once('exit', quiet)
  if (!signalsHandled) {
    signalsHandled = true
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.once(signal, () => process.exit(128 + constants.signals[signal]))
    }
  }
  return () => process.off('exit', quiet)
}
