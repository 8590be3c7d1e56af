import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { icuText } from './icuText'

test('a compiled message reads back as the ICU text it came from', () => {
  for (const message of [
    'Plain text',
    'Hello {name}, {count, number} items',
    'Kept for {days, plural, =0 {no days} one {# day} other {# days}}',
    '{kind, select, app {Your app} other {Your {count, plural, one {# product} other {# products}}}}',
    'Updated {updated, date, short}',
  ]) {
    assert.is(icuText(compileMessageOrThrow(message)), message)
  }
})

test('an uncompiled message is its own text', () => {
  assert.is(icuText('Kept for {days} days'), 'Kept for {days} days')
})

test.run()
