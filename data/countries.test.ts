import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { countryCodes, countryName, countryOptions, defaultCountry, isCountryCode } from './countries'

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

test('each locale lists its own country first, then every other in alphabetical order, Brazil among them', () => {
  const first = { 'pt-br': 'BR', 'es-es': 'ES', 'en-us': 'US' } as const
  for (const [locale, code] of Object.entries(first) as [keyof typeof first, string][]) {
    const options = countryOptions(locale)
    assert.is(options.length, 249, locale)
    assert.is(options[0]!.value, code, locale)
    const rest = options.slice(1).map((option) => option.label)
    assert.equal(rest, [...rest].sort(new Intl.Collator(locale).compare), locale)
  }
  assert.equal(countryOptions('es-es')[0], { value: 'ES', label: 'España' })
  assert.equal(countryOptions('en-us')[0], { value: 'US', label: 'United States' })
})

test('the forms start on the page’s own country: Brazil, the United States, Spain', () => {
  assert.is(defaultCountry('pt-br'), 'BR')
  assert.is(defaultCountry('en-us'), 'US')
  assert.is(defaultCountry('es-es'), 'ES')
})

test('a country is named in the language asked for', () => {
  assert.equal(
    ['pt-BR', 'en-US', 'es-ES'].map((tag) => countryName(tag, 'US')),
    ['Estados Unidos', 'United States', 'Estados Unidos'],
  )
  assert.is(countryName('pt-BR', 'ES'), 'Espanha')
})

test.run()
