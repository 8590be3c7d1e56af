// Time for the outbox tests: one fake clock that the store reads (its `now`) and the workers wait on (their polls,
// back-offs, leases and heartbeats), moved by the test, so that an hour of retries takes no real time. The database,
// the mail server and the webhook receivers stay real: after each step of the clock the test waits until no store
// call is running, so what one step set off has happened before the next.
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { LeadStore } from '../../server/leads/leadStore'
import type { WorkerClock } from '../../server/outbox/workerClock'
import { createFakeTimers } from './fakeClock'

export type OutboxTime = {
  /** The store's clock: pass `{ now }` when opening it. */
  now(): Date
  /** The workers' clock: pass `clock` to startOutboxWorker. */
  clock: WorkerClock
  /** The store, its calls counted while they run: give the workers this one. */
  track(store: LeadStore): LeadStore
  /** Moves the clock on by `ms`, `stepMs` at a time, the calls of each step settled. */
  pass(ms: number, stepMs?: number): Promise<void>
  /** Moves the clock on, `stepMs` at a time, until `check` holds; throws naming `what` after `timeoutMs` of real time. */
  until(what: string, check: () => boolean | Promise<boolean>, options?: { stepMs?: number; timeoutMs?: number }): Promise<void>
}

/** A fake clock for the outbox, starting at the real time (a lead's dates stay plausible). */
export function outboxTime(): OutboxTime {
  const fake = createFakeTimers(Date.now())
  let running = 0

  const clock: WorkerClock = {
    now: fake.now,
    after(ms, run) {
      const timer = fake.timers.setTimeout(run, ms)
      return () => fake.timers.clearTimeout(timer)
    },
    every(ms, run) {
      const timer = fake.timers.setInterval(run, ms)
      return () => fake.timers.clearInterval(timer)
    },
  }

  function track(store: LeadStore): LeadStore {
    return new Proxy(store, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver)
        if (typeof value !== 'function' || key === 'close') return value
        return async (...args: unknown[]) => {
          running++
          try {
            return await value.apply(target, args)
          } finally {
            running--
          }
        }
      },
    })
  }

  /** Waits until no store call runs, twice over: a call that ended may have set off another (a claim, then a send's mark). */
  async function settle() {
    for (let quiet = 0; quiet < 2; ) {
      await nextTurn()
      quiet = running === 0 ? quiet + 1 : 0
    }
  }

  async function pass(ms: number, stepMs = 50) {
    for (let passed = 0; passed < ms; passed += stepMs) {
      fake.tick(Math.min(stepMs, ms - passed))
      await settle()
    }
  }

  async function until(what: string, check: () => boolean | Promise<boolean>, { stepMs = 50, timeoutMs = 10_000 } = {}) {
    const deadline = Date.now() + timeoutMs
    await settle()
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
      fake.tick(stepMs)
      await settle()
    }
  }

  return { now: () => new Date(fake.now()), clock, track, pass, until }
}
