import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { phoneCountry, phoneKind } from './phoneKind'

const isInternationalPhone = (text: string) => phoneKind(text, 'BR') === 'international'

test('a number with "+" and another country code is international; +55 stays Brazilian', () => {
  assert.ok(isInternationalPhone('+34 612 345 678'))
  assert.ok(isInternationalPhone('+'))
  assert.ok(isInternationalPhone(' +1'))
  // "+55" alone may still become another code (+552…) or a Brazilian number.
  assert.ok(isInternationalPhone('+55'))
  assert.not.ok(isInternationalPhone('+55 11 98765-4321'))
  assert.not.ok(isInternationalPhone('+55(11)'))
  assert.not.ok(isInternationalPhone('(11) 3333-4444'))
  assert.not.ok(isInternationalPhone('0055 11 3333 4444'))
})

test('a number without "+" belongs to the country chosen; Brazil keeps its mask, and +55 is Brazilian anywhere', () => {
  assert.is(phoneKind('612345678', 'ES'), 'national')
  assert.is(phoneKind('2015550123', 'US'), 'national')
  assert.is(phoneKind('11987654321', 'BR'), 'brazilian')
  assert.is(phoneKind('+34 612 345 678', 'BR'), 'international')
  assert.is(phoneKind('+34 612 345 678', 'ES'), 'international')
  assert.is(phoneKind('+55 11 98765-4321', 'ES'), 'brazilian')
  assert.is(phoneKind('0055 11 98765-4321', 'US'), 'brazilian')
})

test('a form that sent no country, or one off the list, has its phone read as Brazilian, as before the field existed', () => {
  assert.is(phoneCountry(undefined), 'BR')
  assert.is(phoneCountry(''), 'BR')
  assert.is(phoneCountry('XX'), 'BR')
  assert.is(phoneCountry('ES'), 'ES')
  assert.is(phoneKind('11987654321', undefined), 'brazilian')
})

test.run()
