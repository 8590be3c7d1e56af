import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { localizePath, splitLocale, switchLocale } from './localePath'

test('a path with a locale segment is read as that locale', () => {
  assert.equal(splitLocale('/en-us/quem-somos'), { locale: 'en-us', path: '/quem-somos', hasLocaleSegment: true })
  assert.equal(splitLocale('/es-es'), { locale: 'es-es', path: '/', hasLocaleSegment: true })
})

test('a path without a locale is Portuguese', () => {
  assert.equal(splitLocale('/'), { locale: 'pt-br', path: '/', hasLocaleSegment: false })
  assert.equal(splitLocale('/contato'), { locale: 'pt-br', path: '/contato', hasLocaleSegment: false })
})

test('an unknown first segment is part of the path, not a locale', () => {
  assert.equal(splitLocale('/xx-xx/contato').path, '/xx-xx/contato')
})

test('internal links are /{locale}{path}', () => {
  assert.is(localizePath('en-us', '/contato'), '/en-us/contato')
  assert.is(localizePath('es-es', '/'), '/es-es')
  assert.is(localizePath('pt-br', 'quem-somos#servicos'), '/pt-br/quem-somos#servicos')
  assert.is(localizePath('pt-br', 'https://example.org/'), 'https://example.org/')
})

test('switching the language keeps the path, query and hash', () => {
  assert.is(switchLocale('/pt-br/servicos/apis?x=1#top', 'es-es'), '/es-es/servicos/apis?x=1#top')
  assert.is(switchLocale('/quem-somos', 'en-us'), '/en-us/quem-somos')
  assert.is(switchLocale('/en-us', 'pt-br'), '/pt-br')
})

test.run()
