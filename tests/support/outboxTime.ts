// Time for the outbox tests: one fake clock that the store reads (its `now`) and the workers wait on (their polls,
// back-offs, leases and heartbeats), moved by the test, so that an hour of retries takes no real time. The database,
// the mail server and the webhook receivers stay real: after each step of the clock the test waits until no store
// call is running, so what one step set off has happened before the next.
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { LeadStore } from '../../server/leads/leadStore'
import type { WorkerClock } from '../../server/outbox/workerClock'
import { createFakeTimers } from './fakeClock'
import { sleep } from './waitFor'

export type OutboxTime = {
  /** The store's clock: pass `{ now }` when opening it. */
  now(): Date
  /** The workers' clock: pass `clock` to startOutboxWorker. */
  clock: WorkerClock
  /** The store, its calls counted while they run: give the workers this one. */
  track(store: LeadStore): LeadStore
  /** Moves the clock on by `ms`, from timer to timer, each one's calls settled before the next. */
  pass(ms: number): Promise<void>
  /**
   * Moves the clock on, from timer to timer, until `check` holds; throws naming `what` after `timeoutMs` of real time.
   * The sends are real: while one is on its way the clock may run far ahead, as on a slow network.
   */
  until(what: string, check: () => boolean | Promise<boolean>, timeoutMs?: number): Promise<void>
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

  /** Runs the next timer, at most `limit` ahead; says whether there was one. */
  function nextTimer(limit = Infinity): boolean {
    const due = fake.nextDue()
    if (due === undefined || due - fake.now() > limit) return false
    fake.tick(due - fake.now())
    return true
  }

  async function pass(ms: number) {
    const end = fake.now() + ms
    while (nextTimer(end - fake.now())) await settle()
    fake.tick(end - fake.now())
    await settle()
  }

  async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs
    await settle()
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
      // No timer set: only a send on its way can change anything; wait for it in real time.
      if (nextTimer()) await settle()
      else await sleep(1)
    }
  }

  return { now: () => new Date(fake.now()), clock, track, pass, until }
}
