// A person in Chromium against the anti-bot check (server/botDefence, components/proofOfWork): on every form, in
// every language, with JavaScript the check's code and challenge arrive only once the visitor touches the form, the
// lead goes through verified, and nothing sets a cookie or leaves the site's origin; without JavaScript the lead
// goes through too, kept unverified. The bots' side is server/routes/botDefence.test.ts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { localizePath } from '../../data/localePath'
import { localeSegments, type Locale } from '../../data/locales'
import { paths, type PageId } from '../../data/routes'
import { aheadOfTests } from './aheadOfTests'
import { assertNoProblems, harness, siteClientDir, type OpenedPage } from './harness'

const test = suite('bot defence, as a person meets it')

const form = 'form[action$="/mail/contact"]'

/** What a person types into each form, the e-mail address aside. */
const filled: Record<'contact' | 'hire' | 'softwareFactory', { text: Record<string, string>; choose?: Record<string, string> }> = {
  contact: { text: { name: 'Ana Souza', phone: '11987654321', company: 'Acme Ltda', role: 'CTO', message: 'We need a mobile app for our field team.' } },
  hire: { text: { name: 'Mary Jones', phone: '21987654321' }, choose: { country: 'BR', state: 'SP' } },
  softwareFactory: { text: { name: 'Mary Jones', phone: '21987654321' }, choose: { country: 'BR', state: 'DF' } },
}

/** The files of the check that a first visit must not load: its chunk and its worker, named by the build's manifest. */
function checkFiles(): string[] {
  const manifest = JSON.parse(readFileSync(join(siteClientDir(), '..', 'assets.json'), 'utf8')) as Record<string, { file: string; assets?: string[] }>
  const entry = manifest['components/proofOfWork/formProof.ts']
  if (!entry) throw new Error('the build has no chunk for components/proofOfWork/formProof.ts')
  return [entry.file, ...(entry.assets ?? []).filter((file) => file.endsWith('.js'))].map((file) => `/${file}`)
}

/** The paths the page has requested so far, from its own resource timing (the worker's script included). */
async function requested(page: Page): Promise<string[]> {
  return page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))
}

let sequence = 0
const uniqueEmail = (label: string) => `${label.replace(/\W+/g, '-').slice(-30)}-${Date.now()}-${++sequence}@example.com`

async function fill(page: Page, pageId: keyof typeof filled, email: string) {
  const { text, choose = {} } = filled[pageId]
  for (const [name, value] of Object.entries({ ...text, email })) await page.locator(`${form} [name="${name}"]`).fill(value)
  for (const [name, value] of Object.entries(choose)) await page.locator(`${form} [name="${name}"]`).selectOption(value)
}

type Visit = { path: string; javaScriptEnabled: boolean }
const visits: Visit[] = []
const visit = (path: string, javaScriptEnabled: boolean) => {
  const entry = { path, javaScriptEnabled }
  visits.push(entry)
  return entry
}

/** Opens a form page, idle, its form hydrated when JavaScript runs. */
const openForm = aheadOfTests(visits, async ({ path, javaScriptEnabled }: Visit): Promise<OpenedPage> => {
  const opened = await (await harness()).open(path, { javaScriptEnabled })
  if (javaScriptEnabled) await opened.page.waitForSelector(`${form}[novalidate]`, { timeout: 5000 })
  return opened
})

async function storedLead(email: string) {
  const leads = await (await harness()).leads().listLeads({ email })
  assert.is(leads.length, 1, 'one lead stored')
  return leads[0]!
}

for (const pageId of ['contact', 'hire', 'softwareFactory'] as const satisfies readonly PageId[]) {
  for (const locale of localeSegments as Locale[]) {
    const path = localizePath(locale, paths[pageId])
    const thanks = localizePath(locale, paths.thanks)

    const scripted = visit(path, true)
    test(`${path}: the check loads on the first touch, not with the page; the lead goes through verified, with no cookie and no other host`, async () => {
      const opened = await openForm(scripted)
      const { page } = opened
      try {
        const check = checkFiles()
        const beforeTouch = await requested(page)
        assert.equal(
          beforeTouch.filter((file) => check.includes(file) || file.endsWith('/challenge')),
          [],
          'nothing of the check before a touch',
        )
        const challengeAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/challenge', { timeout: 5000 })
        await page.locator(`${form} [name="name"]`).focus()
        assert.match((await challengeAsked).url(), `?form=${pageId === 'contact' ? 'contact' : 'lead'}`)
        assert.ok((await requested(page)).includes(check[0]!), 'the check’s chunk came with the touch')
        const email = uniqueEmail(`${path}-js`)
        await fill(page, pageId, email)
        await page.locator(`${form} button[type="submit"]`).click()
        await page.waitForURL((url) => url.pathname === thanks, { timeout: 15_000 })
        const lead = await storedLead(email)
        assert.equal([lead.locale, lead.verified], [locale, true])
        assert.equal(await page.context().cookies(), [], 'no cookie')
        assertNoProblems(path, [
          ...opened.externalRequests.map((url) => `request to another host: ${url}`),
          ...opened.consoleErrors.map((error) => `console error: ${error.text}`),
        ])
      } finally {
        await opened.close()
      }
    })

    const plain = visit(path, false)
    test(`${path}: without JavaScript the post goes through, kept unverified`, async () => {
      const opened = await openForm(plain)
      const { page } = opened
      try {
        const email = uniqueEmail(`${path}-plain`)
        await fill(page, pageId, email)
        await page.locator(`${form} button[type="submit"]`).click()
        await page.waitForURL((url) => url.pathname === thanks, { timeout: 10_000 })
        const lead = await storedLead(email)
        assert.equal([lead.locale, lead.verified], [locale, false])
        assert.equal(await page.context().cookies(), [], 'no cookie')
        assert.equal(opened.externalRequests, [])
      } finally {
        await opened.close()
      }
    })
  }
}

test('a person who sends the form at once waits the few seconds out and is not refused; the check’s live region is there', async () => {
  const opened = await (await harness()).open('/en-us/contato')
  const { page } = opened
  try {
    await page.waitForSelector(`${form}[novalidate]`, { timeout: 5000 })
    // Polite and empty until a sent form waits on the check (unit tests: useSendForm.test.tsx, ProofStatus).
    assert.is(await page.locator(`${form} p[role="status"]`).count(), 1)
    const email = uniqueEmail('fast-en-us')
    const posts: number[] = []
    page.on('response', (response) => {
      if (response.url().endsWith('/api/mail/contact')) posts.push(response.status())
    })
    // Autofill: every field at once, then send; the first touch is this very fill.
    const started = Date.now()
    await fill(page, 'contact', email)
    await page.locator(`${form} button[type="submit"]`).click()
    await page.waitForURL((url) => url.pathname === '/en-us/obrigado', { timeout: 15_000 })
    assert.ok(Date.now() - started >= 2_500, `sent after ${Date.now() - started} ms`)
    assert.equal(posts, [201], 'one post, accepted: the form waited instead of being refused')
    assert.is((await storedLead(email)).verified, true)
  } finally {
    await opened.close()
  }
})

test.run()
