import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { countryCodes, countryOptions, defaultCountry, isCountryCode } from './countries'

test('the list holds the 249 ISO 3166-1 codes, each once', () => {
  assert.is(countryCodes.length, 249)
  assert.is(new Set(countryCodes).size, 249)
  assert.ok(isCountryCode('ES'))
  assert.not.ok(isCountryCode('XK'))
  assert.not.ok(isCountryCode('br'))
})

test('names come in the page language, Brazil first on the Brazilian site', () => {
  const pt = countryOptions('pt-br')
  assert.equal(pt[0], { value: 'BR', label: 'Brasil' })
  assert.ok(pt.some((option) => option.value === 'ES' && option.label === 'Espanha'))
  const es = countryOptions('es-es')
  assert.ok(es.some((option) => option.value === 'ES' && option.label === 'España'))
  assert.ok(countryOptions('en-us').some((option) => option.value === 'DE' && option.label === 'Germany'))
})

test('abroad, the names are in alphabetical order and Brazil takes its place among them', () => {
  const labels = countryOptions('es-es').map((option) => option.label)
  assert.equal(labels, [...labels].sort(new Intl.Collator('es-ES').compare))
  assert.is(countryOptions('en-us').length, 249)
  assert.is.not(countryOptions('en-us')[0]!.value, 'BR')
})

test('Brazilian pages start on Brazil, the others on no country', () => {
  assert.is(defaultCountry('pt-br'), 'BR')
  assert.is(defaultCountry('en-us'), '')
  assert.is(defaultCountry('es-es'), '')
})

test.run()
