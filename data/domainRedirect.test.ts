import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { domainRedirect } from './domainRedirect'

const hosts = { brHost: 'tecto.com.br', intlHost: 'tecto.tech' }

test('the international root goes to its /en-us page', () => {
  assert.is(domainRedirect('https://tecto.tech/', hosts), 'https://tecto.tech/en-us')
  assert.is(domainRedirect('https://tecto.tech', hosts), 'https://tecto.tech/en-us')
  assert.is(domainRedirect('https://www.tecto.tech/', hosts), 'https://www.tecto.tech/en-us')
  assert.is(domainRedirect('https://tecto.tech/?utm_source=ads#topo', hosts), 'https://tecto.tech/en-us?utm_source=ads#topo')
})

test('the international domain keeps its English and Spanish pages', () => {
  assert.is(domainRedirect('https://tecto.tech/en-us/contato', hosts), null)
  assert.is(domainRedirect('https://www.tecto.tech/es-es', hosts), null)
})

test('English pages on the Brazilian domain go to the international domain, same path', () => {
  assert.is(domainRedirect('https://tecto.com.br/en-us', hosts), 'https://tecto.tech/en-us')
  assert.is(domainRedirect('https://tecto.com.br/en-us/quem-somos', hosts), 'https://tecto.tech/en-us/quem-somos')
  assert.is(domainRedirect('https://www.tecto.com.br/en-us/servicos/apis', hosts), 'https://www.tecto.tech/en-us/servicos/apis')
  assert.is(domainRedirect('https://tecto.com.br/EN-US/contato?ref=x#form', hosts), 'https://tecto.tech/EN-US/contato?ref=x#form')
})

test('Portuguese pages on the international domain go to the Brazilian domain, same path', () => {
  assert.is(domainRedirect('https://tecto.tech/pt-br', hosts), 'https://tecto.com.br/pt-br')
  assert.is(domainRedirect('https://www.tecto.tech/pt-br/contato?a=1&b=2#form', hosts), 'https://www.tecto.com.br/pt-br/contato?a=1&b=2#form')
})

test('other pages stay where they are', () => {
  assert.is(domainRedirect('https://tecto.com.br/', hosts), null)
  assert.is(domainRedirect('https://tecto.com.br/pt-br/contato', hosts), null)
  assert.is(domainRedirect('https://tecto.com.br/es-es', hosts), null)
  assert.is(domainRedirect('https://tecto.com.br/en-usa', hosts), null)
  assert.is(domainRedirect('https://tecto.tech/pt-brasil', hosts), null)
  assert.is(domainRedirect('http://127.0.0.1:3000/', hosts), null)
  assert.is(domainRedirect('https://preview.tecto.tech/', hosts), null)
})

test('an empty international host turns every rule off', () => {
  const brOnly = { brHost: 'tecto.com.br', intlHost: '' }
  assert.is(domainRedirect('https://tecto.com.br/en-us/contato', brOnly), null)
  assert.is(domainRedirect('https://tecto.com.br/', brOnly), null)
})

test('an empty Brazilian host keeps only the international root rule', () => {
  const intlOnly = { brHost: '', intlHost: 'tecto.tech' }
  assert.is(domainRedirect('https://tecto.tech/', intlOnly), 'https://tecto.tech/en-us')
  assert.is(domainRedirect('https://tecto.tech/pt-br/contato', intlOnly), null)
  assert.is(domainRedirect('https://tecto.com.br/en-us', intlOnly), null)
})

test('both hosts empty: no redirects at all', () => {
  const none = { brHost: '', intlHost: '' }
  assert.is(domainRedirect('https://tecto.tech/', none), null)
  assert.is(domainRedirect('https://tecto.com.br/en-us', none), null)
})

test('a host set with www. matches without it; a page on another port moves to the default one', () => {
  const www = { brHost: 'www.tecto.com.br', intlHost: 'www.tecto.tech' }
  assert.is(domainRedirect('https://tecto.com.br/en-us', www), 'https://tecto.tech/en-us')
  assert.is(domainRedirect('https://www.tecto.tech/pt-br', www), 'https://www.tecto.com.br/pt-br')
  assert.is(domainRedirect('http://tecto.com.br:3001/en-us/x', hosts), 'http://tecto.tech/en-us/x')
  assert.is(domainRedirect('http://tecto.tech:3002/', hosts), 'http://tecto.tech:3002/en-us')
})

test('the same host on both sides never redirects to itself', () => {
  const same = { brHost: 'tecto.com.br', intlHost: 'tecto.com.br' }
  assert.is(domainRedirect('https://tecto.com.br/pt-br', same), null)
  assert.is(domainRedirect('https://tecto.com.br/en-us', same), null)
})

test.run()
