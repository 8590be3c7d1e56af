// Every error answer under the API's prefix is the API's JSON, whatever part of the server gives it.
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fakeClientDir } from '../tests/support/fakeClientDir'
import { tempDir } from '../tests/support/tempDir'
import { buildApp } from './app'
import { openLeadCapture } from './leadCapture'
import { readSettings } from './settings'

const settings = readSettings({ DATABASE_URL: `sqlite:${join(tempDir('api-errors'), 'leads.sqlite')}` })
const leadCapture = await openLeadCapture(settings, { info: () => undefined, error: () => undefined })
const app = await buildApp({ clientDir: fakeClientDir(), leadCapture })
app.addHook('onClose', () => leadCapture.close())
test.after(() => app.close())

const english = { 'accept-language': 'en-US' }
const unreadable = 'We could not read the form you sent. Please send it again.'

test("an unknown path under the API is a JSON 404 in the page's language, not the site's 404 page", async () => {
  for (const method of ['GET', 'POST', 'DELETE'] as const) {
    const res = await app.inject({ method, url: '/api/leads', headers: english })
    assert.is(res.statusCode, 404, method)
    assert.equal(res.json(), { statusCode: 404, error: 'Not Found', message: unreadable }, method)
  }
})

test('a method the lead route does not take is a JSON error too', async () => {
  const res = await app.inject({ method: 'PUT', url: '/api/mail/contact', headers: english })
  assert.equal([res.statusCode, res.json()], [404, { statusCode: 404, error: 'Not Found', message: unreadable }])
})

test('a malformed URL under the API is a JSON 400, and on a page still the 404 page', async () => {
  const api = await app.inject({ method: 'GET', url: '/api/%E0%A4%A', headers: { 'accept-language': 'es-ES' } })
  assert.equal(
    [api.statusCode, api.json()],
    [400, { statusCode: 400, error: 'Bad Request', message: 'No hemos podido leer el formulario enviado. Vuelve a enviarlo.' }],
  )
  const page = await app.inject({ method: 'GET', url: '/en-us/%E0%A4%A' })
  assert.is(page.statusCode, 404)
  assert.match(page.headers['content-type'] as string, 'text/html')
})

test('an unknown page outside the API keeps the 404 page and the 405 of the pages', async () => {
  assert.match((await app.inject({ method: 'GET', url: '/en-us/nothing-here' })).headers['content-type'] as string, 'text/html')
  assert.is((await app.inject({ method: 'POST', url: '/en-us/contato' })).statusCode, 405)
})

test.run()
