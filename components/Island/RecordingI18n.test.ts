import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { SafeI18n } from '../../locales/SafeI18n'
import { RecordingI18n } from './RecordingI18n'

const english = compileMessageOrThrow('Kept for {days, plural, one {# day} other {# days}}')
const spanish = compileMessageOrThrow('Guardado {days, plural, one {# día} other {# días}}')
// A translator's slip: the plural lost its `other` branch, so Lingui throws for any number that is not "one".
const brokenSpanish = compileMessageOrThrow('Guardado {days, plural, one {# día}}')

test('an island takes the messages it used to the browser, and no other', () => {
  const recorder = new RecordingI18n('es-ES', { used: spanish, unused: spanish }, { used: english, unused: english })
  assert.is(recorder._('used', { days: 5 }), 'Guardado 5 días')
  assert.equal(recorder.usedMessages(), { used: spanish })
})

test('an island records the source its page showed for a broken translation, so the browser shows the same', () => {
  const recorder = new RecordingI18n('es-ES', { island: brokenSpanish }, { island: english })
  const original = console.error
  console.error = () => {}
  try {
    assert.is(recorder._('island', { days: 5 }), 'Kept for 5 days')
  } finally {
    console.error = original
  }
  assert.equal(recorder.usedMessages(), { island: english })
  assert.is(new SafeI18n('es-ES', recorder.usedMessages())._('island', { days: 5 }), 'Kept for 5 days')
})

test.run()
