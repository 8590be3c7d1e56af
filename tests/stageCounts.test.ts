import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { singleCheck, sumCounts, summaryLine, uvuCounts } from './stageCounts'

const summary = (total: number, passed: number, skipped: number) =>
  `• • ✘\n\n  Total:     ${total}\n\x1b[31m  Passed:    ${passed}\x1b[39m\n  Skipped:   ${skipped}\n  Duration:  12ms\n`

test('uvu results are read from its summary, colours and all', () => {
  assert.equal(uvuCounts({ code: 1, output: summary(51, 49, 0) }), { passed: 49, failed: 2, skipped: 0 })
  assert.equal(uvuCounts({ code: 0, output: summary(7, 7, 3) }), { passed: 7, failed: 0, skipped: 3 })
})

test('a run that crashed before its summary, or after a clean one, counts as a failure', () => {
  assert.equal(uvuCounts({ code: 1, output: 'SyntaxError: Unexpected token' }), { passed: 0, failed: 1, skipped: 0 })
  assert.equal(uvuCounts({ code: 1, output: summary(4, 4, 0) }), { passed: 4, failed: 1, skipped: 0 })
})

test('a one-check stage passes or fails with its exit code', () => {
  assert.equal(singleCheck({ code: 0, output: '' }), { passed: 1, failed: 0, skipped: 0 })
  assert.equal(singleCheck({ code: 2, output: 'error TS2322' }), { passed: 0, failed: 1, skipped: 0 })
})

test('the summary line names skipped tests only when there are some', () => {
  const counts = sumCounts([
    { passed: 1, failed: 0, skipped: 0 },
    { passed: 60, failed: 2, skipped: 0 },
  ])
  assert.is(summaryLine(counts), '61 passed, 2 failed')
  assert.is(summaryLine({ ...counts, skipped: 3 }), '61 passed, 2 failed, 3 skipped')
})

test.run()
