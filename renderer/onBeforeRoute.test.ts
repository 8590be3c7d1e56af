import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { PageContext } from 'vike/types'
import { onBeforeRoute } from './+onBeforeRoute'

const route = (urlPathname: string) => onBeforeRoute({ urlPathname } as PageContext).pageContext

test('the first segment gives the locale, and vike routes on the rest', () => {
  assert.equal(route('/en-us/quem-somos'), { locale: 'en-us', urlLogical: '/quem-somos' })
  assert.equal(route('/es-es/servicos/apis'), { locale: 'es-es', urlLogical: '/servicos/apis' })
  assert.equal(route('/pt-br/ia-noticia/uma-materia'), { locale: 'pt-br', urlLogical: '/ia-noticia/uma-materia' })
})

test('a locale alone is that locale’s home page', () => {
  assert.equal(route('/en-us'), { locale: 'en-us', urlLogical: '/' })
  assert.equal(route('/es-es/'), { locale: 'es-es', urlLogical: '/' })
})

test('the root and unprefixed paths are Portuguese', () => {
  assert.equal(route('/'), { locale: 'pt-br', urlLogical: '/' })
  assert.equal(route('/contato'), { locale: 'pt-br', urlLogical: '/contato' })
  assert.equal(route('/ia-noticia'), { locale: 'pt-br', urlLogical: '/ia-noticia' })
})

test('an unknown first segment is not a locale: the whole path is routed, in Portuguese (and ends on its 404)', () => {
  assert.equal(route('/xx-xx/contato'), { locale: 'pt-br', urlLogical: '/xx-xx/contato' })
  assert.equal(route('/en/contato'), { locale: 'pt-br', urlLogical: '/en/contato' })
})

test('a locale typed in capitals is still that locale', () => {
  assert.equal(route('/EN-US/contato'), { locale: 'en-us', urlLogical: '/contato' })
})

test.run()
