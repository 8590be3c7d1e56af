import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { negotiateEncoding } from './negotiateEncoding'

test('a browser that accepts brotli gets it; one that accepts gzip only gets gzip', () => {
  assert.is(negotiateEncoding('gzip, deflate, br, zstd', ['br', 'gzip']), 'br')
  assert.is(negotiateEncoding('gzip, deflate', ['br', 'gzip']), 'gzip')
})

test('weights decide, and a weight of zero refuses', () => {
  assert.is(negotiateEncoding('br;q=0.2, gzip;q=0.8', ['br', 'gzip']), 'gzip')
  assert.is(negotiateEncoding('br;q=0, gzip;q=0', ['br', 'gzip']), 'identity')
  assert.is(negotiateEncoding('*', ['br', 'gzip']), 'br')
  assert.is(negotiateEncoding('*;q=0, gzip', ['br', 'gzip']), 'gzip')
})

test('without the header, or without a copy, the file goes as it is', () => {
  assert.is(negotiateEncoding(undefined, ['br', 'gzip']), 'identity')
  assert.is(negotiateEncoding('br, gzip', []), 'identity')
})

test.run()
