// Time for the outbox tests: one fake clock that the store reads (its `now`) and the workers wait on (their polls,
// back-offs, leases and heartbeats), moved by the test from one timer to the next, so that an hour of retries takes
// no real time. The database, the mail server and the webhook receivers stay real: after each step of the clock the
// test waits until no store call is running, so what one step set off has happened before the next; and while a send
// is on its way the clock waits for it, as if the network took no time, unless the test moves it on by `pass`.
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { LeadStore } from '../../server/leads/leadStore'
import type { OutboxWorkerOptions } from '../../server/outbox/outboxWorker'
import type { WorkerClock } from '../../server/outbox/outboxWorker'
import { createFakeTimers } from './fakeClock'
import { sleep } from './waitFor'

type Send = OutboxWorkerOptions['send']

export type OutboxTime = {
  /** The store's clock: pass `{ now }` when opening it. */
  now(): Date
  /** The workers' clock: pass `clock` to startOutboxWorker. */
  clock: WorkerClock
  /** The store, its calls counted while they run: give the workers this one. */
  track(store: LeadStore): LeadStore
  /** The worker's `send`, its calls counted while they run. */
  trackSend(send: Send): Send
  /** Moves the clock on by `ms`, from timer to timer, each one's calls settled before the next. */
  pass(ms: number): Promise<void>
  /**
   * Moves the clock on, from timer to timer, until `check` holds, but not while a send is on its way; throws naming
   * `what` after `timeoutMs` of real time.
   */
  until(what: string, check: () => boolean | Promise<boolean>, timeoutMs?: number): Promise<void>
}

/** A fake clock for the outbox, starting at the real time (a lead's dates stay plausible). */
export function outboxTime(): OutboxTime {
  const fake = createFakeTimers(Date.now())
  let running = 0
  let sending = 0

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

  const trackSend =
    (send: Send): Send =>
    async (lead, destination) => {
      sending++
      try {
        return await send(lead, destination)
      } finally {
        sending--
      }
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
      // A send on its way, or no timer set: only real time can change anything.
      if (sending === 0 && nextTimer()) await settle()
      else await sleep(1)
    }
  }

  return { now: () => new Date(fake.now()), clock, track, trackSend, pass, until }
}
