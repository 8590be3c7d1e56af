/** The outbox worker's time and timers: the real clock, or a test's fake one (tests/support/outboxTime.ts). */
export type WorkerClock = {
  now(): number
  /** Runs `run` once, `ms` from now; returns what cancels it. */
  after(ms: number, run: () => void): () => void
  /** Runs `run` every `ms`, without keeping the process alive for it; returns what stops it. */
  every(ms: number, run: () => void): () => void
}

export const realClock: WorkerClock = {
  now: () => Date.now(),
  after(ms, run) {
    const timer = setTimeout(run, ms)
    return () => clearTimeout(timer)
  },
  every(ms, run) {
    const timer = setInterval(run, ms)
    timer.unref()
    return () => clearInterval(timer)
  },
}
