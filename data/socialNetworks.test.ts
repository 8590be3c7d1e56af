import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { localeSegments } from './locales'
import { createI18n } from '../locales/i18n'
import { networkOf, siteName, socialNetworks } from './socialNetworks'

test('a profile’s network is recognised from its host, with or without www. or a country subdomain', () => {
  assert.equal(
    [
      'https://www.linkedin.com/company/tecto',
      'https://br.linkedin.com/company/tecto',
      'https://instagram.com/tecto',
      'https://m.facebook.com/tecto',
      'https://fb.com/tecto',
      'https://www.youtube.com/@tecto',
      'https://youtu.be/abc',
      'https://x.com/tecto',
      'https://twitter.com/tecto',
      'https://www.tiktok.com/@tecto',
      'https://github.com/tecto',
      'https://WWW.LinkedIn.com/company/tecto',
    ].map((address) => networkOf(address)?.id),
    ['linkedin', 'linkedin', 'instagram', 'facebook', 'facebook', 'youtube', 'youtube', 'x', 'x', 'tiktok', 'github', 'linkedin'],
  )
})

test('a site that only looks like a network is not taken for it', () => {
  for (const address of ['https://notlinkedin.com/tecto', 'https://linkedin.com.example.org/tecto', 'https://medium.com/@tecto', 'https://box.com/tecto']) {
    assert.is(networkOf(address), undefined, address)
  }
})

test('a site is named by its host, without www.', () => {
  assert.is(siteName('https://www.Medium.com/@tecto'), 'medium.com')
  assert.is(siteName('https://blog.tecto.com.br/'), 'blog.tecto.com.br')
})

for (const locale of localeSegments) {
  test(`every network’s link has a name in ${locale} that says both Tecto and the network`, async () => {
    const i18n = await createI18n(locale)
    const names = ['LinkedIn', 'Instagram', 'Facebook', 'YouTube', 'X', 'TikTok', 'GitHub']
    socialNetworks.forEach((network, index) => {
      const label = i18n._(network.label)
      assert.match(label, 'Tecto', network.id)
      assert.ok(label.endsWith(` ${names[index]}`), `${network.id}: ${label}`)
    })
  })
}

test.run()
