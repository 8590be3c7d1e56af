import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { campaignOf, cleanAttribution, pageAttribution } from './attribution'

test('a page’s campaign parameters are read from its query; any other parameter is ignored', () => {
  const page = new URL('https://tecto.com.br/pt-br/?utm_source=newsletter&utm_medium=email&utm_campaign=lancamento&gclid=abc123&ref=x&utm_id=9')
  assert.equal(campaignOf(page), { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'lancamento', gclid: 'abc123' })
})

test('values are one clean line within their limit; empty values and values that are not text are left out', () => {
  assert.equal(cleanAttribution({ utm_source: ' a\u0007\nb ', utm_medium: '   ', utm_term: 5, li_fat_id: '😀'.repeat(301) }), {
    utm_source: 'a b',
    li_fat_id: '😀'.repeat(300),
  })
  assert.is(cleanAttribution({ landing_page: `/pt-br/?q=${'x'.repeat(3000)}` }).landing_page?.length, 2048)
})

test('a visit from another site lands on this page: its path and query, and the referrer without its query', () => {
  assert.equal(pageAttribution('https://tecto.com.br/es-es/contrate?utm_source=linkedin#form', 'https://www.linkedin.com/feed/update/1?trk=abc'), {
    utm_source: 'linkedin',
    landing_page: '/es-es/contrate?utm_source=linkedin',
    referrer: 'https://www.linkedin.com/feed/update/1',
  })
})

test('with no referrer (typed, bookmarked, an app) the page is the landing page, and no referrer is named', () => {
  assert.equal(pageAttribution('https://tecto.com.br/pt-br/contato', ''), { landing_page: '/pt-br/contato' })
})

test('coming from another page of the site, only this page’s own parameters are known', () => {
  assert.equal(pageAttribution('https://tecto.com.br/pt-br/contato', 'https://tecto.com.br/pt-br/?utm_source=newsletter'), {})
  assert.equal(pageAttribution('https://tecto.com.br/pt-br/contato?utm_campaign=y', 'https://tecto.com.br/pt-br'), { utm_campaign: 'y' })
})

test('a referrer that is no web page is not named', () => {
  assert.equal(pageAttribution('https://tecto.com.br/pt-br', 'android-app://com.google.android.gm/'), { landing_page: '/pt-br' })
})

test.run()
