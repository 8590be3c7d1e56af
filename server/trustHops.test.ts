import Fastify from 'fastify'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { trustHops } from './trustHops'

/** The `request.ip` Fastify gives a request from `socket` with this X-Forwarded-For, behind `hops` proxies. */
async function visitor(hops: number, forwardedFor: string | undefined, socket = '10.0.0.2'): Promise<string> {
  const app = Fastify({ trustProxy: trustHops(hops) })
  app.get('/', async (request) => request.ip)
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }
  const res = await app.inject({ url: '/', headers, remoteAddress: socket })
  await app.close()
  return res.body
}

test('without a proxy the visitor is the socket, whatever X-Forwarded-For says', async () => {
  assert.is(await visitor(0, undefined), '10.0.0.2')
  assert.is(await visitor(0, '203.0.113.1'), '10.0.0.2')
})

test('behind one proxy the visitor is the right-most entry, the one our proxy appended', async () => {
  assert.is(await visitor(1, '203.0.113.1'), '203.0.113.1')
  assert.is(await visitor(1, '198.51.100.7, 203.0.113.1'), '203.0.113.1')
  assert.is(await visitor(1, 'forged,  junk ,203.0.113.1'), '203.0.113.1')
})

test('behind two proxies the visitor is the entry before the last', async () => {
  assert.is(await visitor(2, '198.51.100.7, 203.0.113.1, 192.0.2.10'), '203.0.113.1')
  assert.is(await visitor(2, '203.0.113.1, 192.0.2.10'), '203.0.113.1')
})

test('with fewer entries than proxies the visitor is the left-most entry; with none, the socket', async () => {
  assert.is(await visitor(3, '203.0.113.1, 192.0.2.10'), '203.0.113.1')
  assert.is(await visitor(1, undefined), '10.0.0.2')
  assert.is(await visitor(1, ''), '10.0.0.2')
})

test('a hop count must be a whole number', () => {
  for (const hops of [-1, 1.5, Number.NaN]) assert.throws(() => trustHops(hops), /whole number/)
})

test.run()
