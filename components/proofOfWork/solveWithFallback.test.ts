import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createChallenge, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'
import { installFakeClock } from '../../tests/support/fakeClock'
import { solvers, solveWithFallback } from './solveWithFallback'

// A challenge the page solves at once: one PBKDF2 iteration, the counter 3.
const challenge: Challenge = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 1, counter: 3, deriveKey, hmacSignatureSecret: 'a test secret' })
const fromWorker: Solution = { counter: 3, derivedKey: 'from the worker', time: 1 }

const original = { ...solvers, warn: console.warn }
let warnings: unknown[][] = []
test.before.each(() => {
  warnings = []
  console.warn = (...args: unknown[]) => void warnings.push(args)
})
test.after.each(() => {
  Object.assign(solvers, { inWorker: original.inWorker, onPage: original.onPage })
  console.warn = original.warn
})

test('the worker’s solution is taken when it gives one, and the page does no work', async () => {
  let onPage = 0
  solvers.inWorker = async () => fromWorker
  solvers.onPage = async (...args) => {
    onPage++
    return original.onPage(...args)
  }
  assert.equal([await solveWithFallback(challenge, 1000), onPage], [fromWorker, 0])
})

test('when the worker cannot solve it (blocked, refused, failing or silent past its limit) the page solves it itself', async () => {
  for (const failure of ['the worker’s script was blocked', 'the challenge took too long to solve']) {
    solvers.inWorker = async () => {
      throw new Error(failure)
    }
    const solution = await solveWithFallback(challenge, 1000)
    assert.is(solution.counter, 3, failure)
  }
  assert.is(warnings.length, 2, 'each fallback noted in the console')
})

test('when neither can, it rejects, for the form to go without a solution (formProof.ts)', async () => {
  solvers.inWorker = async () => {
    throw new Error('no worker')
  }
  solvers.onPage = async () => {
    throw new Error('no solution found in time')
  }
  try {
    await solveWithFallback(challenge, 1000)
    assert.unreachable('it should have rejected')
  } catch (error) {
    assert.match(String(error), 'no solution found in time')
  }
})

test('a worker that never answers (its file never comes) is given up 5 s after the solver’s limit, and ended', async () => {
  const realWorker = globalThis.Worker
  let ended = 0
  globalThis.Worker = class extends EventTarget {
    postMessage() {}
    terminate() {
      ended++
    }
  } as unknown as typeof Worker
  const clock = installFakeClock()
  try {
    let outcome: unknown
    void solvers.inWorker(challenge, 1000).then(
      () => (outcome = 'solved'),
      (error: unknown) => (outcome = error),
    )
    const settle = async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve()
    }
    await settle()
    clock.tick(5_999)
    await settle()
    assert.is(outcome, undefined, 'still waiting just before the limit')
    clock.tick(1)
    await settle()
    assert.match(String((outcome as ErrorEvent).message), 'took too long')
    assert.is(ended, 1)
  } finally {
    clock.uninstall()
    globalThis.Worker = realWorker
  }
})

test.run()
