import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { acceptedLocale, answerLocale, bodyLocale } from './errorAnswer'

test('Accept-Language: the most preferred range that names one of our languages', () => {
  assert.is(acceptedLocale('en-US'), 'en-us')
  assert.is(acceptedLocale('es-ES'), 'es-es')
  assert.is(acceptedLocale('pt-BR,pt;q=0.9,en;q=0.8'), 'pt-br')
  assert.is(acceptedLocale('xx-XX,xx;q=0.9,es-MX;q=0.8,en;q=0.7'), 'es-es')
  assert.is(acceptedLocale('en;q=0.5, pt-PT'), 'pt-br')
  assert.is(acceptedLocale('EN-gb'), 'en-us')
  assert.is(acceptedLocale(['xx', 'es;q=0.3']), 'es-es')
  assert.is(acceptedLocale('en;q=0, es;q=0.1'), 'es-es')
})

test('Accept-Language that names none of our languages says nothing', () => {
  for (const header of [undefined, '', '*', 'xx-XX,xx;q=0.9', 'en;q=0', 'en;q=abc', ',;;,']) assert.is(acceptedLocale(header), undefined, String(header))
})

test('a body states its language by its locale field, else by its page address', () => {
  assert.is(bodyLocale({ locale: 'ES-ES', origin: '/en-us/contato' }), 'es-es')
  assert.is(bodyLocale({ locale: 'xx', origin: 'https://tecto.com.br/en-us/contato' }), 'en-us')
  for (const body of [undefined, null, 'en-us', ['en-us'], {}, { origin: '/contato' }]) assert.is(bodyLocale(body), undefined, JSON.stringify(body))
})

test('the answer’s language: body, then Accept-Language and Referer (in the order that suits the post), then Portuguese', () => {
  const headers = { 'accept-language': 'en-US', referer: 'https://tecto.com.br/es-es/contato' }
  const formPost = { ...headers, 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' }
  assert.is(answerLocale(headers, { locale: 'pt-br' }), 'pt-br')
  assert.is(answerLocale(formPost, { locale: 'pt-br' }), 'pt-br')
  assert.is(answerLocale({ ...headers, 'content-type': 'application/json' }), 'en-us')
  // A native post's Accept-Language is the browser's, not the page's.
  assert.is(answerLocale(formPost), 'es-es')
  assert.is(answerLocale({ 'accept-language': 'es', referer: 'https://tecto.com.br/', 'content-type': 'application/x-www-form-urlencoded' }), 'es-es')
  assert.is(answerLocale({ referer: 'https://tecto.com.br/en-us' }), 'en-us')
  assert.is(answerLocale(), 'pt-br')
})

test.run()
