// Which campaign a stored lead says brought it: sent by the form's script, or read from the page a form without
// JavaScript was posted from.
import * as assert from 'uvu/assert'
import { contactPost as contact } from '../../tests/support/samplePosts'
import { formPost, json, leadRouteSuite, site } from '../../tests/support/leadRouteSuite'

const { test, state, post } = leadRouteSuite('POST /api/mail/contact: attribution')

const storedAttribution = async () => (await state.store.listLeads()).map((lead) => lead.attribution)

test('the script’s attribution fields are stored, cleaned and cut to their limits; any other parameter is ignored', async () => {
  const res = await post(
    json({
      ...contact,
      utm_source: '  newsletter\r\n',
      utm_medium: 'email',
      utm_campaign: 'lançamento\u0000 2026',
      gclid: 'abc123',
      utm_term: 42,
      utm_id: 'not-on-the-list',
      fbclid: 'x'.repeat(400),
      landing_page: '/pt-br/?utm_source=newsletter',
      referrer: 'https://mail.example.com/inbox',
    }),
  )
  assert.is(res.statusCode, 201)
  assert.equal(await storedAttribution(), [
    {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'lançamento 2026',
      gclid: 'abc123',
      fbclid: 'x'.repeat(200),
      landing_page: '/pt-br/?utm_source=newsletter',
      referrer: 'https://mail.example.com/inbox',
    },
  ])
})

test('bidirectional controls and zero-width characters are stored in no campaign value, posted or read from the Referer', async () => {
  await post(json({ ...contact, utm_source: 'news\u200bletter', utm_campaign: '\u202elancamento\u2066', gclid: '\ufeffabc\u200d' }))
  const headers = { 'content-type': 'application/x-www-form-urlencoded', referer: `${site}/pt-br/contato?utm_source=ads%E2%80%8B&utm_medium=cpc%E2%80%8F` }
  await post({ ...formPost({ ...contact, origin: '/pt-br/contato', website: '' }), headers })
  assert.equal(await storedAttribution(), [
    { utm_source: 'newsletter', utm_campaign: 'lancamento', gclid: 'abc' },
    { utm_source: 'ads', utm_medium: 'cpc' },
  ])
})

test('a form posted without JavaScript keeps the campaign parameters of its page, read from the Referer', async () => {
  const fields = { ...contact, origin: '/pt-br/contato', website: '' }
  const headers = { 'content-type': 'application/x-www-form-urlencoded' }
  const res = await post({ ...formPost(fields), headers: { ...headers, referer: `${site}/pt-br/contato?utm_source=x&utm_campaign=y&ref=z` } })
  assert.is(res.statusCode, 303)
  // The site served from another host than its public one (a test server, a preview): the Referer is on the Host.
  await post({ ...formPost(fields), headers: { ...headers, host: 'preview.tecto.test', referer: 'http://preview.tecto.test/pt-br/contato?gclid=g1' } })
  assert.equal(await storedAttribution(), [{ utm_source: 'x', utm_campaign: 'y' }, { gclid: 'g1' }])
})

test('a JSON post from a page on the server’s own host, not in SITE_ORIGINS, keeps its page', async () => {
  const page = 'http://preview.tecto.test/en-us/contato'
  const res = await post({
    ...json({ ...contact, origin: `${page}?utm_source=x` }),
    headers: { 'content-type': 'application/json', host: 'preview.tecto.test' },
  })
  assert.is(res.statusCode, 201)
  assert.equal(
    (await state.store.listLeads()).map((lead) => lead.origin),
    [page],
  )
})

test('the parameters of another site’s page are not taken, and a lead without any is stored all the same', async () => {
  const fields = { ...contact, origin: '/pt-br/contato', website: '' }
  const res = await post({
    ...formPost(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'https://evil.example/pt-br/contato?utm_source=spoof' },
  })
  assert.is(res.statusCode, 303)
  assert.is((await post(json(contact))).statusCode, 201)
  assert.equal(await storedAttribution(), [{}, {}])
})

test('what the script sends is all a JSON post has: an empty first touch is not filled in from the Referer', async () => {
  const res = await post({ ...json(contact), headers: { 'content-type': 'application/json', referer: `${site}/pt-br/contato?utm_source=later` } })
  assert.is(res.statusCode, 201)
  assert.equal(await storedAttribution(), [{}])
})

test('a retry that adds a first touch is the same lead: attribution is not part of the idempotency check', async () => {
  const key = { 'idempotency-key': 'c0ffee00-0000-4000-8000-000000000001' }
  const first = await post({ ...json(contact), headers: { 'content-type': 'application/json', ...key } })
  const again = await post({ ...json({ ...contact, utm_source: 'newsletter' }), headers: { 'content-type': 'application/json', ...key } })
  assert.equal([first.statusCode, again.statusCode], [201, 201])
  assert.is((await state.store.listLeads()).length, 1)
})

test.run()
