import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { pageUrls } from './pageUrls'

const origin = 'https://tecto.com.br'

test('a page is canonical at its own locale and lists all three languages plus x-default', () => {
  assert.equal(pageUrls('/en-us/quem-somos', origin), {
    canonical: 'https://tecto.com.br/en-us/quem-somos',
    alternates: [
      { hreflang: 'pt-BR', href: 'https://tecto.com.br/pt-br/quem-somos' },
      { hreflang: 'en-US', href: 'https://tecto.com.br/en-us/quem-somos' },
      { hreflang: 'es-ES', href: 'https://tecto.com.br/es-es/quem-somos' },
      { hreflang: 'x-default', href: 'https://tecto.com.br/pt-br/quem-somos' },
    ],
  })
})

test('an unprefixed path and the root are Portuguese pages, canonical under /pt-br', () => {
  assert.is(pageUrls('/servicos/design', origin).canonical, 'https://tecto.com.br/pt-br/servicos/design')
  assert.is(pageUrls('/', origin).canonical, 'https://tecto.com.br/pt-br')
  assert.is(pageUrls('/es-es', origin).alternates[1]!.href, 'https://tecto.com.br/en-us')
})

test('IA Notícia pages exist in Portuguese only', () => {
  const { canonical, alternates } = pageUrls('/ia-noticia', origin)
  assert.is(canonical, 'https://tecto.com.br/pt-br/ia-noticia')
  assert.equal(
    alternates.map((a) => a.hreflang),
    ['pt-BR', 'x-default'],
  )
})

test.run()
