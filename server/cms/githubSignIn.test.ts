import Fastify from 'fastify'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { githubSignIn } from './githubSignIn'

const options = { clientId: 'Iv1.0123456789', clientSecret: 'secret-0123456789', oauthUrl: 'http://127.0.0.1:9', siteOrigins: ['https://tecto.com.br'] }

test('a callback whose state is not the kept one in bytes (as long in characters, repeated, empty) is refused with a 400, before any exchange', async () => {
  const app = Fastify()
  await app.register(githubSignIn, { ...options, prefix: '/api' })
  for (const query of ['state=%C3%A9%C3%A9%C3%A9%C3%A9', 'state=abc%C3%A9', 'state=ab&state=cd', 'state=']) {
    const answer = await app.inject({ url: `/api/cms/callback?code=x&${query}`, headers: { cookie: 'tecto_cms_state=abcd' } })
    assert.is(answer.statusCode, 400, query)
    assert.match(answer.body, 'authorization:github:error')
  }
  await app.close()
})

test.run()
