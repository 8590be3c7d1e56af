import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { locales } from './locales'
import { pageUrls } from './pageUrls'

const origin = 'https://tecto.com.br'

test('a page is canonical at its own locale and lists every language plus x-default', () => {
  assert.equal(pageUrls('/en-us/quem-somos', origin), {
    canonical: 'https://tecto.com.br/en-us/quem-somos',
    alternates: [
      ...locales.map(({ tag, segment }) => ({ hreflang: tag, href: `https://tecto.com.br/${segment}/quem-somos` })),
      { hreflang: 'x-default', href: 'https://tecto.com.br/pt-br/quem-somos' },
    ],
  })
})

test('an unprefixed path and the root are Portuguese pages, canonical under /pt-br', () => {
  assert.is(pageUrls('/servicos/design', origin).canonical, 'https://tecto.com.br/pt-br/servicos/design')
  assert.is(pageUrls('/', origin).canonical, 'https://tecto.com.br/pt-br')
  assert.is(pageUrls('/es-es', origin).alternates[1]!.href, 'https://tecto.com.br/en-us')
})

test('a page in some languages only names those: IA Notícia, a Portuguese-only or English-only article', () => {
  const { canonical, alternates } = pageUrls('/ia-noticia', origin, ['pt-br'])
  assert.is(canonical, 'https://tecto.com.br/pt-br/ia-noticia')
  assert.equal(
    alternates.map((a) => a.hreflang),
    ['pt-BR', 'x-default'],
  )
  assert.equal(pageUrls('/en-us/noticias/launch', origin, ['en-us']).alternates, [
    { hreflang: 'en-US', href: 'https://tecto.com.br/en-us/noticias/launch' },
    { hreflang: 'x-default', href: 'https://tecto.com.br/en-us/noticias/launch' },
  ])
})

test.run()
