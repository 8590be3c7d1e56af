import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { socialTags, type SocialCard } from './socialTags'

const card: SocialCard = {
  type: 'website',
  title: 'Sobre nós — Tecto',
  url: 'https://tecto.com.br/pt-br/quem-somos',
  locale: 'pt-br',
  alternateLocales: ['pt-br', 'en-us', 'es-es'],
  image: { url: 'https://tecto.com.br/social/tecto.png', width: 1200, height: 630, type: 'image/png', alt: 'Tecto' },
}

const content = (rows: ReturnType<typeof socialTags>, key: string) => rows.filter(([, k]) => k === key).map(([, , c]) => c)

test('Open Graph writes the page locale with an underscore and lists only the other locales as alternates', () => {
  const rows = socialTags(card)
  assert.equal(content(rows, 'og:locale'), ['pt_BR'])
  assert.equal(content(rows, 'og:locale:alternate'), ['en_US', 'es_ES'])
})

test('Open Graph keys use property, Twitter keys use name', () => {
  for (const [attribute, key] of socialTags(card)) {
    assert.is(attribute, key.startsWith('og:') ? 'property' : 'name', key)
  }
})

test('a page without a description gets no empty description tags', () => {
  assert.equal(content(socialTags(card), 'og:description'), [])
  assert.equal(content(socialTags({ ...card, description: 'Quem somos' }), 'twitter:description'), ['Quem somos'])
})

test.run()
