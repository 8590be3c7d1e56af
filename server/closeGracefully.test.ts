import Fastify from 'fastify'
import { Agent, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { trickle } from '../tests/support/trickle'
import { closeGracefully } from './closeGracefully'

/**
 * A listening app whose `GET /slow` answers only once the server has stopped listening, so the request is
 * still in flight when the shutdown starts; `started` settles when a request has arrived.
 */
async function serveSlow() {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let markStarted!: () => void
  const started = new Promise<void>((resolve) => (markStarted = resolve))
  const hooks: string[] = []
  const app = Fastify()
  app.addHook('onRequest', async () => markStarted())
  app.get('/slow', async () => {
    await released
    return 'done'
  })
  // Reads the body before answering: a client trickling it keeps the request in flight.
  app.post('/slow', async () => 'done')
  // Fastify calls server.close() right after the preClose hooks, before an immediate runs.
  app.addHook('preClose', async () => void setImmediate(release))
  app.addHook('onClose', async () => void hooks.push('onClose'))
  await app.listen({ host: '127.0.0.1', port: 0 })
  return { app, port: (app.server.address() as AddressInfo).port, started, hooks }
}

/** `promise`, or a failure once `ms` have passed: a shutdown that never ends must fail the test, not hang it. */
async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: not done after ${ms} ms`)), ms)))
  try {
    return await Promise.race([promise, late])
  } finally {
    clearTimeout(timer)
  }
}

test('a request in flight finishes, and its keep-alive connection does not hold the shutdown for the whole grace', async () => {
  const { app, port, started, hooks } = await serveSlow()
  const agent = new Agent({ keepAlive: true })
  const answer = new Promise<number>((resolve, reject) =>
    request({ host: '127.0.0.1', port, path: '/slow', agent }, (res) => res.resume().on('end', () => resolve(res.statusCode!)))
      .on('error', reject)
      .end(),
  )
  await started
  // An hour's grace: a connection that held the shutdown for it would fail `within`, however busy the machine.
  await within(30_000, 'shutdown', closeGracefully(app, 3_600_000))
  assert.is(await answer, 200)
  agent.destroy()
  assert.equal(hooks, ['onClose'])
})

test('a connection still sending its request when the grace is over is cut, and the onClose hooks run', async () => {
  const { app, port, started, hooks } = await serveSlow()
  const slow = trickle(port, 'POST /slow HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{')
  await started
  const begun = Date.now()
  await within(30_000, 'shutdown', closeGracefully(app, 300))
  assert.ok(Date.now() - begun >= 290, `the request had its grace (${Date.now() - begun} ms)`)
  assert.equal(hooks, ['onClose'])
  assert.type(await slow.closed, 'number')
  assert.is(slow.answer(), '', 'no answer: the request was cut')
})

test.run()
