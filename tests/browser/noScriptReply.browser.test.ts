// A visitor without JavaScript who makes a mistake meets the site's own form page again, in their language, with
// everything they typed still in the fields and the error beside its field; once corrected, the post goes through.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { errorMessage } from '../../data/forms/errorMessages'
import { localizePath } from '../../data/localePath'
import { localeSegments, type Locale } from '../../data/locales'
import { paths } from '../../data/routes'
import { nodeI18n } from '../../locales/nodeI18n'
import { harness } from './harness'

const test = suite('a form sent without JavaScript and refused')

const form = 'form[action$="/mail/contact"]'
let sequence = 0

// The browser takes `ana@acme` as an e-mail address (no dot needed); the server wants a domain with one.
const typed = {
  name: 'Ana "Nina" <Souza>',
  company: 'Tom & Jerry Ltda',
  role: 'CTO',
  message: 'First line\nSecond line with </textarea><script>alert(1)</script>\n& a last one',
}

// A number of the country each page starts on, typed as its people write it (the country list needs no change).
const localPhones: Record<Locale, string> = { 'pt-br': '11987654321', 'en-us': '2015550123', 'es-es': '612345678' }

const field = (page: Page, name: string) => page.locator(`${form} [name="${name}"]`)

async function fillAndSend(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value)
  await page.locator(`${form} button[type="submit"]`).click()
}

for (const locale of localeSegments as Locale[]) {
  const path = localizePath(locale, paths.contact)
  test(`${path}: a bad e-mail brings back the site's page, filled in, with the error beside the e-mail field; fixed, the lead is stored`, async () => {
    const opened = await (await harness()).open(path, { javaScriptEnabled: false, waitUntil: 'load' })
    const { page } = opened
    try {
      const filled = { ...typed, phone: localPhones[locale] }
      await fillAndSend(page, { ...filled, email: 'ana@acme' })
      await page.waitForURL((url) => url.pathname.endsWith('/mail/contact'), { timeout: 10_000 })
      const answer = await page.waitForSelector('#contact-email-error')
      assert.is(await page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute('content')), 'noindex')
      assert.ok(await page.locator('body > * header, header').first().isVisible(), "the site's header")
      assert.ok(await page.locator('footer').first().isVisible(), "the site's footer")
      for (const [name, value] of Object.entries(filled)) assert.is(await field(page, name).inputValue(), value, name)
      assert.is(await field(page, 'email').inputValue(), 'ana@acme')
      assert.is(await answer.textContent(), errorMessage(nodeI18n(locale), 'contact', 'email'))
      assert.is(await field(page, 'email').getAttribute('aria-describedby'), 'contact-email-error')
      assert.ok(await answer.isVisible(), 'the error shows')
      // Styled as the form's own error state: the site's stylesheet loaded and gives the message the danger colour.
      assert.is(await answer.evaluate((element) => getComputedStyle(element).display), 'flex')

      const email = `no-script-${locale}-${Date.now()}-${++sequence}@example.com`
      await fillAndSend(page, { email })
      await page.waitForURL((url) => url.pathname === localizePath(locale, paths.thanks), { timeout: 10_000 })
      const [lead] = await (await harness()).leads().listLeads({ email })
      assert.equal({ name: lead?.name, company: lead?.company, locale: lead?.locale }, { name: typed.name, company: typed.company, locale })
      assert.is(lead?.message?.replaceAll('\r\n', '\n'), typed.message)
    } finally {
      await opened.close()
    }
  })
}

test('/en-us/contrate: the chosen country stays chosen, and the missing state shows beside its list', async () => {
  const opened = await (await harness()).open(localizePath('en-us', paths.hire), { javaScriptEnabled: false, waitUntil: 'load' })
  const { page } = opened
  try {
    await field(page, 'country').selectOption('BR')
    await fillAndSend(page, { name: 'Mary Jones', email: `no-script-hire-${Date.now()}@example.com`, phone: '21987654321' })
    await page.waitForSelector('[id$="-state-error"]')
    assert.is(await field(page, 'country').inputValue(), 'BR')
    assert.is(await field(page, 'name').inputValue(), 'Mary Jones')
    assert.ok(await field(page, 'state').isVisible(), 'the state list shows for Brazil')
  } finally {
    await opened.close()
  }
})

test('a browser with JavaScript that lands on the answered page keeps the values and the error once the form hydrates, and sends it', async () => {
  const opened = await (await harness()).open(localizePath('en-us', paths.contact), { waitUntil: 'load' })
  const { page } = opened
  try {
    // A plain post of the page's own fields, as a browser sends the form before its script has run (submit() skips the script).
    await page.evaluate(
      (values) => {
        const plain = document.createElement('form')
        plain.method = 'post'
        plain.action = document.querySelector('form[action$="/mail/contact"]')!.getAttribute('action')!
        for (const [name, value] of Object.entries(values)) plain.append(Object.assign(document.createElement('textarea'), { name, value }))
        document.body.append(plain)
        plain.submit()
      },
      { ...typed, country: 'US', phone: localPhones['en-us'], email: 'ana@acme', form: 'contact', locale: 'en-us', origin: '/en-us/contato' },
    )
    await page.waitForURL((url) => url.pathname.endsWith('/mail/contact'), { timeout: 10_000 })
    await page.waitForSelector(`${form}[novalidate]`, { timeout: 5000 })
    for (const [name, value] of Object.entries({ ...typed, country: 'US', phone: localPhones['en-us'] }))
      assert.is(await field(page, name).inputValue(), value, name)
    assert.is(await page.locator('#contact-email-error').textContent(), errorMessage(nodeI18n('en-us'), 'contact', 'email'))
    const email = `no-script-hydrated-${Date.now()}@example.com`
    await fillAndSend(page, { email })
    await page.waitForURL((url) => url.pathname === localizePath('en-us', paths.thanks), { timeout: 10_000 })
    const [lead] = await (await harness()).leads().listLeads({ email })
    assert.equal({ name: lead?.name, company: lead?.company }, { name: typed.name, company: typed.company })
    // The console's only error is Chromium noting the answer's own 400; the page's scripts threw nothing.
    assert.equal(
      opened.consoleErrors.filter((error) => !error.text.includes('status of 400')),
      [],
    )
  } finally {
    await opened.close()
  }
})

test.run()
