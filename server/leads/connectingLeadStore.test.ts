import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { installFakeClock, type FakeClock } from '../../tests/support/fakeClock'
import { connectingLeadStore, LeadStoreUnavailable, storeProblem } from './connectingLeadStore'
import type { LeadStore } from './leadStore'

const test = suite('a lead store that connects when it can')

/** A refused connection, as the pg driver reports one. */
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), { code: 'ECONNREFUSED' })

/** An open store that only counts its mails: enough to see calls reach it. */
const openStore = { kind: 'postgres', mailCounts: async () => ({ pending: 2, sent: 0, failed: 0 }), close: async () => undefined } as unknown as LeadStore

/** Moves the fake clock on by `ms`, 50 ms at a time, letting the attempts that its timers start settle at each step. */
async function pass(clock: FakeClock, ms: number) {
  for (let passed = 0; passed < ms; passed += 50) {
    clock.tick(50)
    await new Promise((resolve) => setImmediate(resolve))
  }
}

test('callers that arrive while the store opens share the attempt: the migrations run once', async () => {
  const lines: string[] = []
  let opens = 0
  let finish: (store: LeadStore) => void = () => undefined
  const store = connectingLeadStore({
    kind: 'postgres',
    name: 'PostgreSQL at db:5432/tecto',
    open: () => {
      opens++
      return new Promise<LeadStore>((resolve) => (finish = resolve))
    },
    log: { info: (line) => lines.push(line), error: (line) => lines.push(line) },
  })
  const counts = Promise.all([store.mailCounts(), store.mailCounts(), store.connect()])
  finish(openStore)
  assert.equal(await counts, [{ pending: 2, sent: 0, failed: 0 }, { pending: 2, sent: 0, failed: 0 }, true])
  assert.is(opens, 1)
  assert.equal(lines, ['lead store: PostgreSQL at db:5432/tecto'])
})

test('an unreachable store fails every call at once, says why once, is tried again with a bounded back-off, and is used once it opens', async () => {
  const clock = installFakeClock()
  try {
    const lines: string[] = []
    const attempts: number[] = []
    let reachable = false
    const store = connectingLeadStore({
      kind: 'postgres',
      name: 'PostgreSQL at db:5432/tecto',
      open: async () => {
        attempts.push(clock.now())
        if (!reachable) throw refused()
        return openStore
      },
      log: { info: (line) => lines.push(line), error: (line) => lines.push(line) },
      now: clock.now,
    })
    assert.is(await store.connect(), false)
    const failure = await store.mailCounts().catch((error: unknown) => error)
    assert.instance(failure, LeadStoreUnavailable)
    assert.is((failure as LeadStoreUnavailable).reason, 'connect ECONNREFUSED 127.0.0.1:5999')
    await pass(clock, 20_000)
    // 250 ms, doubled per failure, then every 5 s: a call between attempts did not start another.
    assert.equal(attempts, [0, 250, 750, 1750, 3750, 7750, 12_750, 17_750])
    reachable = true
    await pass(clock, 5000)
    assert.equal(await store.mailCounts(), { pending: 2, sent: 0, failed: 0 })
    assert.equal(lines, [
      'lead store: PostgreSQL at db:5432/tecto is unreachable (connect ECONNREFUSED 127.0.0.1:5999); pages are served, leads are answered 503 until it is back',
      'lead store: PostgreSQL at db:5432/tecto is reachable again; leads are stored',
    ])
    await store.close()
  } finally {
    clock.uninstall()
  }
})

test('a failure is told by its code and message, also when a dual-stack connect wraps the attempts in a message-less AggregateError', () => {
  const both = new AggregateError([refused(), Object.assign(new Error('connect ECONNREFUSED ::1:5999'), { code: 'ECONNREFUSED' })], '')
  assert.is(storeProblem(both), 'connect ECONNREFUSED 127.0.0.1:5999; connect ECONNREFUSED ::1:5999')
  assert.is(
    storeProblem(Object.assign(new Error('unable to open database file'), { code: 'SQLITE_CANTOPEN' })),
    'SQLITE_CANTOPEN: unable to open database file',
  )
})

test.run()
