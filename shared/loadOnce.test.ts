import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { loadOnce } from './loadOnce'

test('fetches once: later calls get the same code', async () => {
  let fetches = 0
  const load = loadOnce(
    async () => ++fetches,
    () => 1000,
  )
  assert.equal([await load(), await load()], [1, 1])
  assert.is(fetches, 1)
})

test('a fetch that fails is forgotten: the next call fetches again', async () => {
  let fetches = 0
  const load = loadOnce(
    async () => {
      if (++fetches === 1) throw new Error('offline')
      return 'code'
    },
    () => 1000,
  )
  await load().then(
    () => assert.unreachable('the first fetch failed'),
    (error: Error) => assert.is(error.message, 'offline'),
  )
  assert.is(await load(), 'code')
  assert.is(fetches, 2)
})

test('a fetch with no answer in time fails, and the next call fetches again', async () => {
  let fetches = 0
  const load = loadOnce(
    () => (++fetches === 1 ? new Promise<string>(() => {}) : Promise.resolve('code')),
    () => 20,
  )
  await load().then(
    () => assert.unreachable('the first fetch never answered'),
    (error: Error) => assert.match(error.message, 'no answer in 20 ms'),
  )
  assert.is(await load(), 'code')
})

test.run()
