// A clock a test moves by hand: timers fire when the test says time has passed, not after real waiting, so a test of
// "shown after one second" runs at once and cannot flake on a busy machine.

type Timer = { id: number; due: number; run: () => void; every?: number }

type TimerGlobals = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>

/** A fake clock and its timers: `tick(ms)` runs, in order, every timer that falls due; `nextDue()` says when the next will. */
export type FakeTimers = { now(): number; tick(ms: number): void; nextDue(): number | undefined; timers: TimerGlobals }

/** The installed clock: as FakeTimers, and `uninstall()` puts the real timers back. */
export type FakeClock = { now(): number; tick(ms: number): void; uninstall(): void }

/**
 * A fake clock at `start` (ms), with timer functions of its own for code that takes them as a parameter; nothing
 * global changes, so sockets and drivers keep their real timers.
 */
export function createFakeTimers(start = 0): FakeTimers {
  let now = start
  let nextId = 1
  const timers = new Map<number, Timer>()
  const add = (run: () => void, ms = 0, every?: number) => {
    const id = nextId++
    timers.set(id, { id, due: now + Math.max(0, ms), run, every })
    return id
  }
  const clear = (id: unknown) => void timers.delete(Number(id))
  return {
    now: () => now,
    tick(ms) {
      const end = now + ms
      for (;;) {
        const due = [...timers.values()].filter((timer) => timer.due <= end).sort((a, b) => a.due - b.due || a.id - b.id)[0]
        if (!due) break
        now = due.due
        if (due.every) due.due += due.every
        else timers.delete(due.id)
        due.run()
      }
      now = end
    },
    nextDue: () => (timers.size ? Math.min(...[...timers.values()].map((timer) => timer.due)) : undefined),
    timers: {
      setTimeout: ((run: () => void, ms?: number) => add(run, ms)) as unknown as typeof setTimeout,
      clearTimeout: clear as typeof clearTimeout,
      // Like a browser's, an interval never runs more often than every millisecond.
      setInterval: ((run: () => void, ms = 0) => add(run, Math.max(1, ms), Math.max(1, ms))) as unknown as typeof setInterval,
      clearInterval: clear as typeof clearInterval,
    },
  }
}

/**
 * Replaces setTimeout, setInterval and their clear functions (on the global object, as components call them), and
 * makes `Date.now()` move with the fake clock only (from the real time at install), for code that measures a pause.
 */
export function installFakeClock(): FakeClock {
  const real: TimerGlobals = {
    setTimeout: globalThis.setTimeout,
    clearTimeout: globalThis.clearTimeout,
    setInterval: globalThis.setInterval,
    clearInterval: globalThis.clearInterval,
  }
  const realNow = Date.now
  const installedAt = realNow()
  const fake = createFakeTimers()
  Object.assign(globalThis, fake.timers)
  Date.now = () => installedAt + fake.now()
  return {
    now: fake.now,
    tick: fake.tick,
    uninstall() {
      Object.assign(globalThis, real)
      Date.now = realNow
    },
  }
}
