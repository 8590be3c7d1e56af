// A clock a test moves by hand: timers fire when the test says time has passed, not after real waiting, so a test of
// "shown after one second" runs at once and cannot flake on a busy machine.

type Timer = { id: number; due: number; run: () => void; every?: number }

/** The installed clock: `tick(ms)` runs, in order, every timer that falls due; `uninstall()` puts the real ones back. */
export type FakeClock = { now(): number; tick(ms: number): void; uninstall(): void }

type TimerGlobals = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>

/** Replaces setTimeout, setInterval and their clear functions (on the global object, as components call them). */
export function installFakeClock(): FakeClock {
  const real: TimerGlobals = {
    setTimeout: globalThis.setTimeout,
    clearTimeout: globalThis.clearTimeout,
    setInterval: globalThis.setInterval,
    clearInterval: globalThis.clearInterval,
  }
  let now = 0
  let nextId = 1
  const timers = new Map<number, Timer>()
  const add = (run: () => void, ms = 0, every?: number) => {
    const id = nextId++
    timers.set(id, { id, due: now + Math.max(0, ms), run, every })
    return id
  }
  const clear = (id: unknown) => void timers.delete(Number(id))
  const fake: TimerGlobals = {
    setTimeout: ((run: () => void, ms?: number) => add(run, ms)) as unknown as typeof setTimeout,
    clearTimeout: clear as typeof clearTimeout,
    // Like a browser's, an interval never runs more often than every millisecond.
    setInterval: ((run: () => void, ms = 0) => add(run, Math.max(1, ms), Math.max(1, ms))) as unknown as typeof setInterval,
    clearInterval: clear as typeof clearInterval,
  }
  Object.assign(globalThis, fake)

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
    uninstall: () => void Object.assign(globalThis, real),
  }
}
