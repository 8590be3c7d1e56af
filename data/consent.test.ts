import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { consentStorageKey, readConsent, writeConsent } from './consent'

/** A Storage kept in a Map, like localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

/** A Storage that throws on every call, as Safari's does with site data blocked. */
const brokenStorage = {
  getItem() {
    throw new DOMException('blocked', 'SecurityError')
  },
  setItem() {
    throw new DOMException('full', 'QuotaExceededError')
  },
} as unknown as Storage

test('no stored flag means the visitor has not chosen yet', () => {
  assert.is(readConsent(memoryStorage()), null)
})

test('accepting stores "true" and rejecting stores "false"', () => {
  const storage = memoryStorage()
  assert.ok(writeConsent(storage, true))
  assert.is(storage.getItem(consentStorageKey), 'true')
  assert.is(readConsent(storage), true)
  assert.ok(writeConsent(storage, false))
  assert.is(storage.getItem(consentStorageKey), 'false')
  assert.is(readConsent(storage), false)
})

test('only the exact string "true" counts as accepted', () => {
  const storage = memoryStorage()
  for (const value of ['TRUE', '1', 'yes', '']) {
    storage.setItem(consentStorageKey, value)
    assert.is(readConsent(storage), null, value)
  }
})

test('a missing or broken storage never throws and counts as no choice', () => {
  assert.is(readConsent(null), null)
  assert.is(readConsent(brokenStorage), null)
  assert.is(writeConsent(null, true), false)
  assert.is(writeConsent(brokenStorage, true), false)
})

test.run()
