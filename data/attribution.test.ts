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
    li_fat_id: '😀'.repeat(200),
  })
  // An address too long for its limit: the landing page keeps its path, a referrer is left out.
  assert.equal(cleanAttribution({ landing_page: `/pt-br/?utm_content=${'ç'.repeat(500)}`, referrer: `https://a.example/${'x'.repeat(1100)}` }), {
    landing_page: '/pt-br/',
  })
})

test('the landing page keeps its path and campaign parameters alone; the referrer is a web page without its query', () => {
  assert.equal(
    cleanAttribution({
      landing_page: '/pt-br/contato?email=ana@acme.com.br&utm_source=newsletter&mc_eid=123#form',
      referrer: 'https://www.google.com/search?q=tecto+ana+souza',
    }),
    { landing_page: '/pt-br/contato?utm_source=newsletter', referrer: 'https://www.google.com/search' },
  )
  for (const [landing_page, referrer] of [
    ['https://evil.example/pt-br', 'javascript:alert(1)'],
    ['//evil.example/pt-br', '/pt-br/relative'],
  ])
    assert.equal(cleanAttribution({ landing_page, referrer }), {}, `${landing_page} ${referrer}`)
})

test('only the fields themselves count, never what an object inherits', () => {
  const inherited = Object.create({ utm_source: 'from-the-prototype' }) as Record<string, unknown>
  assert.equal(cleanAttribution(inherited), {})
  assert.equal(cleanAttribution(JSON.parse('{"__proto__": {"utm_source": "x"}, "utm_medium": ["a"]}')), {})
})

test('a visit from another site lands on this page: its path and campaign, and the referrer without its query', () => {
  assert.equal(pageAttribution('https://tecto.com.br/es-es/contrate?utm_source=linkedin&trk=x#form', 'https://www.linkedin.com/feed/update/1?trk=abc'), {
    utm_source: 'linkedin',
    landing_page: '/es-es/contrate?utm_source=linkedin',
    referrer: 'https://www.linkedin.com/feed/update/1',
  })
})

test('with no referrer (typed, bookmarked, an app) the page is the landing page, and no referrer is named', () => {
  assert.equal(pageAttribution('https://tecto.com.br/pt-br/contato', ''), { landing_page: '/pt-br/contato' })
})

test('coming from another page of the site the visit began there, unless a campaign’s link pointed here', () => {
  assert.equal(pageAttribution('https://tecto.com.br/pt-br/contato', 'https://tecto.com.br/pt-br/?utm_source=newsletter'), {})
  // The international root redirects to /en-us keeping its query: the page it lands on is the campaign's.
  assert.equal(pageAttribution('https://tecto.com/en-us?gclid=g1', 'https://tecto.com/?gclid=g1'), { gclid: 'g1', landing_page: '/en-us?gclid=g1' })
})

test('a campaign value keeps no bidirectional control or zero-width character, nor does the landing page', () => {
  assert.equal(pageAttribution('https://tecto.com.br/pt-br/?utm_source=news%E2%80%8Bletter&utm_content=%E2%80%AEa%EF%BB%BF'), {
    utm_source: 'newsletter',
    utm_content: 'a',
    landing_page: '/pt-br/?utm_source=newsletter&utm_content=a',
  })
})

test('a referrer that is no web page is not named', () => {
  assert.equal(pageAttribution('https://tecto.com.br/pt-br', 'android-app://com.google.android.gm/'), { landing_page: '/pt-br' })
})

test.run()
