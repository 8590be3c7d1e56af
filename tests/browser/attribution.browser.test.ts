import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { attributionFields } from '../../data/attribution'
import { runLeadsCommand } from '../../server/cli/runLeadsCommand'
import type { StoredLead } from '../../server/leads/leadStore'
import { leadWebhookPayload } from '../../server/webhooks/leadWebhookPayload'
import { harness, type OpenedPage } from './harness'

const test = suite('campaign attribution')

const landing = '/pt-br/?utm_source=newsletter&utm_medium=email&utm_campaign=lancamento&gclid=abc123'
const form = 'form[action$="/mail/contact"]'
let sequence = 0

/** Fills the contact form with valid values and an address of this test's own, and sends it; answers the address. */
async function sendContactForm(page: Page): Promise<string> {
  const email = `attribution-${Date.now()}-${++sequence}@example.com`
  const values = { name: 'Ana Souza', phone: '11987654321', company: 'Acme Ltda', role: 'CMO', email, message: 'Queremos um app.' }
  for (const [name, value] of Object.entries(values)) await page.locator(`${form} [name="${name}"]`).fill(value)
  await page.locator(`${form} button[type="submit"]`).click()
  await page.waitForURL((url) => url.pathname === '/pt-br/obrigado')
  return email
}

/** From the landing page to the contact page by the header's link, as a visitor goes; waits for the form's script. */
async function goToContactByMenu(page: Page) {
  await page.locator('header a[href="/pt-br/contato"]').first().click()
  await page.waitForURL((url) => url.pathname === '/pt-br/contato')
  await page.waitForSelector(`${form}[novalidate]`)
}

async function theLead(email: string): Promise<StoredLead> {
  const leads = await (await harness()).leads().listLeads({ email })
  assert.is(leads.length, 1, `one lead of ${email}`)
  return leads[0]!
}

/** The lead's row of `npm run leads -- export`, by column. */
async function exportRow(email: string): Promise<Record<string, string>> {
  let csv = ''
  await runLeadsCommand({ command: 'export', format: 'csv', email }, (await harness()).leads(), (text) => (csv += text))
  // No cell of this lead holds a comma or a quote, so the row splits on commas.
  const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n')
  const cells = row!.split(',')
  return Object.fromEntries(header!.split(',').map((column, index) => [column, cells[index] ?? '']))
}

/** What the browser keeps for this site: localStorage, sessionStorage and cookies. */
function keptData(opened: OpenedPage) {
  return opened.page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    cookies: document.cookie,
  }))
}

const leadEvents = (opened: OpenedPage) =>
  opened.page.evaluate(() =>
    ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((entry) => entry.event === 'generate_lead').map((entry) => ({ ...entry })),
  )

test('with consent, the landing page’s campaign reaches the stored lead, its export row and its webhook body', async () => {
  const opened = await (await harness()).open(landing, { waitUntil: 'load' })
  try {
    await opened.page.getByRole('button', { name: 'Aceitar', exact: true }).click()
    await goToContactByMenu(opened.page)
    const email = await sendContactForm(opened.page)
    const expected = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'lancamento', gclid: 'abc123', landing_page: landing }
    const lead = await theLead(email)
    assert.equal(lead.attribution, expected)
    const row = await exportRow(email)
    assert.equal(Object.fromEntries(Object.keys(expected).map((column) => [column, row[column]])), expected)
    const webhook = JSON.parse(leadWebhookPayload(lead)) as { data: { attribution: Record<string, string | null> } }
    assert.equal(webhook.data.attribution, Object.fromEntries(attributionFields.map((field) => [field, expected[field as keyof typeof expected] ?? null])))
    // The conversion goes to the tag manager once, with the form and the page's language; a reload sends none.
    await opened.page.waitForFunction(() => (window as { dataLayer?: { event?: string }[] }).dataLayer?.some((entry) => entry.event === 'generate_lead'))
    assert.equal(await leadEvents(opened), [{ event: 'generate_lead', form_kind: 'contact', language: 'pt-br' }])
    await opened.page.reload({ waitUntil: 'load' })
    await opened.page.waitForSelector('[role="progressbar"][aria-valuenow="100"]')
    assert.equal(await leadEvents(opened), [])
  } finally {
    await opened.close()
  }
})

test('without consent nothing is kept in the browser, and the lead carries only the contact page’s own parameters', async () => {
  const opened = await (await harness()).open(landing, { waitUntil: 'load' })
  try {
    await goToContactByMenu(opened.page)
    const email = await sendContactForm(opened.page)
    assert.equal(await keptData(opened), { local: [], session: [], cookies: '' })
    assert.equal((await theLead(email)).attribution, {})
  } finally {
    await opened.close()
  }
})

test('a form sent without JavaScript keeps the campaign parameters of its page', async () => {
  const opened = await (await harness()).open('/pt-br/contato?utm_source=x&utm_campaign=y', { javaScriptEnabled: false, waitUntil: 'load' })
  try {
    const email = await sendContactForm(opened.page)
    assert.equal((await theLead(email)).attribution, { utm_source: 'x', utm_campaign: 'y' })
  } finally {
    await opened.close()
  }
})

test.run()
