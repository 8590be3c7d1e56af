import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { formatLongDate } from './formatDate'

test('a date is written in each locale’s own format', () => {
  assert.is(formatLongDate('2026-11-01', 'en-us'), 'November 1, 2026')
  assert.is(formatLongDate('2026-11-01', 'pt-br'), '1 de novembro de 2026')
  assert.is(formatLongDate('2026-11-01', 'es-es'), '1 de noviembre de 2026')
})

test('the first day of a month stays that day west of UTC, as in Brazil', () => {
  const zone = process.env.TZ
  process.env.TZ = 'America/Sao_Paulo'
  try {
    assert.is(formatLongDate('2026-01-01', 'en-us'), 'January 1, 2026')
  } finally {
    if (zone === undefined) delete process.env.TZ
    else process.env.TZ = zone
  }
})

test.run()
