import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parseByteRange } from './sendSiteFile'

test('a closed, an open-ended and a suffix range of a 100-byte file', () => {
  assert.equal(parseByteRange('bytes=0-6', 100), { start: 0, end: 6 })
  assert.equal(parseByteRange('bytes=90-', 100), { start: 90, end: 99 })
  assert.equal(parseByteRange('bytes=-10', 100), { start: 90, end: 99 })
})

test('an end past the file is clipped to it; a suffix longer than the file is the whole file', () => {
  assert.equal(parseByteRange('bytes=50-500', 100), { start: 50, end: 99 })
  assert.equal(parseByteRange('bytes=-500', 100), { start: 0, end: 99 })
})

test('a range that starts past the end, or an empty suffix, cannot be satisfied', () => {
  assert.is(parseByteRange('bytes=100-', 100), 'unsatisfiable')
  assert.is(parseByteRange('bytes=200-300', 100), 'unsatisfiable')
  assert.is(parseByteRange('bytes=-0', 100), 'unsatisfiable')
})

test('no header, another unit, bad syntax, a reversed range or several ranges: the whole file', () => {
  for (const header of [undefined, '', 'items=0-5', 'bytes=a-b', 'bytes=-', 'bytes=9-3', 'bytes=0-1,5-6', 'bytes 0-6']) {
    assert.is(parseByteRange(header, 100), 'ignore', String(header))
  }
})

test.run()
