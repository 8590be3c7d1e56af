import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { leadPage } from './leadPage'

const site = ['https://tecto.com.br', 'https://www.tecto.com.br']
const page = 'https://tecto.com.br/es-es/contrate'

test("the script's full address and the no-JS form's path give the same page", () => {
  assert.is(leadPage({ field: `${page}?utm_source=ads#form`, locale: 'es-es' }, site), page)
  assert.is(leadPage({ field: '/es-es/contrate', originHeader: 'https://tecto.com.br', locale: 'es-es' }, site), page)
  assert.is(leadPage({ field: '/contrate', referer: `${page}?utm_source=ads`, locale: 'es-es' }, site), page)
  assert.is(leadPage({ field: '/contrate/', locale: 'es-es' }, site), page)
})

test("a path without its locale segment gets the lead's", () => {
  assert.is(leadPage({ field: 'https://www.tecto.com.br/contato', locale: 'en-us' }, site), 'https://www.tecto.com.br/en-us/contato')
  assert.is(leadPage({ field: '/', locale: 'pt-br' }, site), 'https://tecto.com.br/pt-br')
})

test("another site's address is never recorded as the page", () => {
  assert.is(leadPage({ field: 'https://evil.example/pt-br/contrate', locale: 'pt-br' }, site), '')
  assert.is(
    leadPage({ field: 'https://evil.example/x', referer: 'https://tecto.com.br/pt-br/contato', locale: 'pt-br' }, site),
    'https://tecto.com.br/pt-br/contato',
  )
  assert.is(
    leadPage({ field: '/pt-br/contato', originHeader: 'https://evil.example', referer: 'https://evil.example/a', locale: 'pt-br' }, site),
    'https://tecto.com.br/pt-br/contato',
  )
  assert.is(leadPage({ field: '//evil.example/pt-br/contrate', locale: 'pt-br' }, site), '')
  assert.is(leadPage({ field: 'javascript:alert(1)', locale: 'pt-br' }, site), '')
})

test('a field that is no text, too long or empty, with no Referer of the site, records no page', () => {
  for (const field of [42, null, '', 'contrate', `/${'a'.repeat(3000)}`]) assert.is(leadPage({ field, locale: 'pt-br' }, site), '', String(field).slice(0, 20))
  assert.is(leadPage({ field: '/pt-br/contato\n<script>', locale: 'pt-br' }, site), 'https://tecto.com.br/pt-br/contato%3Cscript%3E')
})

test("a page on the server's own host (a staging address not in SITE_ORIGINS) keeps its address", () => {
  const staging = 'http://staging.tecto.test:8080/en-us/contato'
  assert.is(leadPage({ field: `${staging}?utm_source=x`, host: 'staging.tecto.test:8080', locale: 'en-us' }, site), staging)
  assert.is(leadPage({ field: '/contato', referer: staging, host: 'staging.tecto.test:8080', locale: 'en-us' }, site), staging)
  assert.is(leadPage({ field: staging, host: 'other.tecto.test', locale: 'en-us' }, site), '')
})

test('without any site origin configured, the path alone is kept', () => {
  assert.is(leadPage({ field: '/contrate', locale: 'es-es' }, []), '/es-es/contrate')
})

test.run()
