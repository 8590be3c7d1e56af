// The form's alert when the server refuses a post it could act on: here a real 429 from a lead server
// whose rate limit is one post a minute, refused before the body is read, so the page's language
// reaches the server only through the Accept-Language header that the form's script sends.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page, Request } from 'playwright-core'
import { replyMessage } from '../../data/forms/formReplyText'
import { sendFailureMessages } from '../../data/forms/sendFailureMessages'
import { localizePath } from '../../data/localePath'
import type { Locale } from '../../data/locales'
import { paths } from '../../data/routes'
import { harness, siteClientDir } from './harness'
import { startTestServer, type TestServer } from './testLeadCapture'
import { nodeI18n } from '../../locales/nodeI18n'

const test = suite('send failures')

const form = 'form[action$="/mail/contact"]'
const text = {
  name: 'Ana Souza',
  phone: '(11) 98765-4321',
  company: 'Acme Ltda',
  role: 'CTO',
  email: 'ana@acme.example',
  message: 'We need a mobile app for our field team.',
}
// The words a visitor must read, written out here as well as taken from the server's table.
const waitWords: Partial<Record<Locale, string>> = { 'en-us': 'Please wait a minute and try again.', 'es-es': 'Espera un minuto y vuelve a intentarlo.' }

let server: Promise<TestServer> | undefined

/** Our own lead server over the built site, on a free port of 127.0.0.1, allowing one post a minute. */
function limitedServer() {
  server ??= startTestServer(siteClientDir(), { rateLimit: 1 })
  return server
}

/** Uses up the minute's one post from 127.0.0.1, so the page's post is refused: an empty form, answered 400 (429 once spent). */
async function spendRateLimit(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/mail/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
  assert.ok([400, 429].includes(response.status), `spending the limit: ${response.status}`)
}

/** The form's values, by field name. */
async function values(page: Page) {
  return Object.fromEntries(await Promise.all(Object.keys(text).map(async (name) => [name, await page.locator(`${form} [name="${name}"]`).inputValue()])))
}

test.after(async () => {
  // Never throws: uvu would report a failing hook in place of the tests.
  await server?.then((running) => running.close()).catch(() => undefined)
})

for (const locale of ['en-us', 'es-es'] as const) {
  const path = localizePath(locale, paths.contact)
  test(`${path}: a 429 says in ${locale} to wait a minute, every field keeps its value, and a retry keeps its idempotency key`, async () => {
    const { baseUrl, store } = await limitedServer()
    const context = await (await harness()).browser.newContext()
    // Nothing may leave 127.0.0.1.
    await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient')))
    try {
      const page = await context.newPage()
      await page.goto(baseUrl + path, { waitUntil: 'load' })
      await page.waitForSelector(`${form}[novalidate]`)
      // A Brazilian prospect on the English and Spanish pages: Brazil chosen, then the number in its mask.
      await page.locator(`${form} [name="country"]`).selectOption('BR')
      for (const [name, value] of Object.entries(text)) await page.locator(`${form} [name="${name}"]`).fill(value)
      const before = await values(page)
      await spendRateLimit(baseUrl)

      const posts: Request[] = []
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/mail/contact')) posts.push(request)
      })
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/mail/contact'))
      await page.locator(`${form} button[type="submit"]`).click()
      const response = await answered
      assert.is(response.status(), 429)
      assert.ok(Number(await response.headerValue('retry-after')) > 0, 'Retry-After')

      const alert = page.locator(`${form} [role="alert"]`)
      await alert.getByText(replyMessage(nodeI18n(locale), 'tooMany'), { exact: true }).waitFor()
      const shown = (await alert.textContent()) ?? ''
      assert.ok(shown.includes(waitWords[locale]!), shown)
      assert.ok(shown.startsWith(nodeI18n(locale)._(sendFailureMessages.contact)), shown)
      assert.equal(await values(page), before)
      assert.is(new URL(page.url()).pathname, path)
      assert.ok(await page.locator(`${form} button[type="submit"]`).isEnabled(), 'the visitor can send again')

      // Pressing send again: the same submission, the same key.
      const again = page.waitForResponse((r) => r.url().endsWith('/api/mail/contact'))
      await page.locator(`${form} button[type="submit"]`).click()
      assert.is((await again).status(), 429)
      await alert.getByText(replyMessage(nodeI18n(locale), 'tooMany'), { exact: true }).waitFor()
      const headers = await Promise.all(posts.map((post) => post.allHeaders()))
      assert.is(headers.length, 2)
      assert.match(headers[0]!['idempotency-key'] ?? '', /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      assert.is(headers[1]!['idempotency-key'], headers[0]!['idempotency-key'])
      assert.equal(
        headers.map((header) => header['accept-language']),
        [locale === 'en-us' ? 'en-US' : 'es-ES', locale === 'en-us' ? 'en-US' : 'es-ES'],
      )
      assert.equal(await values(page), before)
      assert.equal(await store.listLeads({ email: text.email }), [])
    } finally {
      await context.close()
    }
  })
}

test.run()
