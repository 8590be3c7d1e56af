import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { newIdempotencyKey } from './newIdempotencyKey'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

test('a random UUID, new every time', () => {
  const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey))
  assert.is(keys.size, 50)
  for (const key of keys) assert.match(key, uuid)
})

test('a page without randomUUID (plain HTTP) still gets a v4 UUID', () => {
  const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID')
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true, writable: true })
  try {
    assert.is(crypto.randomUUID, undefined)
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey))
    assert.is(keys.size, 50)
    for (const key of keys) assert.match(key, uuid)
  } finally {
    if (own) Object.defineProperty(crypto, 'randomUUID', own)
    else delete (crypto as { randomUUID?: unknown }).randomUUID
  }
  assert.type(crypto.randomUUID, 'function')
})

test.run()
