// A person in Chromium against the anti-bot check (server/botDefence, components/proofOfWork), as the site runs it:
// this suite's server asks the real work and the real fill time, which every other form test makes quick
// (testLeadCapture.ts). With JavaScript the check's code and challenge arrive only once the visitor touches the form,
// the lead goes through verified, and nothing sets a cookie or leaves the site's origin; without JavaScript the lead
// goes through too, kept unverified; when the check's worker or challenge cannot be loaded, the lead still goes through
// (solved on the page, or sent without the check and kept unverified); when the form's code, the check's with it,
// cannot be loaded, the form is posted natively and the lead kept unverified. Each form kind and each page with a form once, each language once per way of
// sending (forms.browser.test.ts runs every form in every language). The bots' side is server/routes/botDefence.test.ts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { localizePath } from '../../data/localePath'
import type { Locale } from '../../data/locales'
import { paths } from '../../data/routes'
import { defaultChallengeWork, minimumFillMs } from '../../server/botDefence/formChallenge'
import { waitFor } from '../support/waitFor'
import { aheadOfTests } from './aheadOfTests'
import { assertNoProblems, harness, siteClientDir, type OpenedPage } from './harness'
import { startTestServer, type TestServer } from './testLeadCapture'

const test = suite('bot defence, as a person meets it')

const form = 'form[action$="/mail/contact"]'

/** What a person types into each form, the e-mail address aside. */
const filled = {
  // A Brazilian number with Brazil chosen, whichever country the page starts on.
  contact: {
    text: { name: 'Ana Souza', phone: '11987654321', company: 'Acme Ltda', role: 'CTO', message: 'We need a mobile app for our field team.' },
    choose: { country: 'BR' },
  },
  hire: { text: { name: 'Mary Jones', phone: '21987654321' }, choose: { country: 'BR', state: 'SP' } },
  softwareFactory: { text: { name: 'Mary Jones', phone: '21987654321' }, choose: { country: 'BR', state: 'DF' } },
} satisfies Record<string, { text: Record<string, string>; choose?: Record<string, string> }>

type FormPageId = keyof typeof filled

// How far behind the page's the server's clock is, for the test of an instance whose clock is behind; 0 otherwise.
let serverBehindMs = 0
let server: Promise<TestServer> | undefined

/** This suite's own server: the site's bot defence, on a SQLite file of its own. */
function realServer(): Promise<TestServer> {
  server ??= startTestServer(siteClientDir(), { botDefence: 'real', now: () => new Date(Date.now() - serverBehindMs) })
  return server
}

/**
 * The files only a touched form needs, which a first visit must not load, named by the build's manifest: the form's
 * code (components/forms/formCode.ts: its checks, its send and the check) and the check's worker.
 */
function checkFiles(): string[] {
  const manifest = JSON.parse(readFileSync(join(siteClientDir(), '..', 'assets.json'), 'utf8')) as Record<string, { file: string; assets?: string[] }>
  const chunk = (key: string) => {
    const entry = manifest[key]
    if (!entry) throw new Error(`the build has no chunk for ${key}`)
    return entry
  }
  const code = chunk('components/forms/formCode.ts')
  return [code.file, ...(code.assets ?? []).filter((file) => file.endsWith('.js'))].map((file) => `/${file}`)
}

/** The paths the page has requested so far, from its own resource timing (the worker's script included). */
async function requested(page: Page): Promise<string[]> {
  return page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))
}

/** Fails unless nothing of the check came with the page. */
async function assertNoCheckYet(page: Page) {
  const check = checkFiles()
  assert.equal(
    (await requested(page)).filter((file) => check.includes(file) || file.endsWith('/challenge')),
    [],
    'nothing of the check before a touch',
  )
}

let sequence = 0
const uniqueEmail = (label: string) => `${label.replace(/\W+/g, '-').slice(-30)}-${Date.now()}-${++sequence}@example.com`

async function fill(page: Page, pageId: FormPageId, email: string) {
  const { text, choose = {} } = filled[pageId] as { text: Record<string, string>; choose?: Record<string, string> }
  for (const [name, value] of Object.entries({ ...text, email })) await page.locator(`${form} [name="${name}"]`).fill(value)
  for (const [name, value] of Object.entries(choose)) await page.locator(`${form} [name="${name}"]`).selectOption(value)
}

const send = (page: Page) => page.locator(`${form} button[type="submit"]`).click()

/** The statuses of the page's posts to the lead API, as they come. */
function postStatuses(page: Page): number[] {
  const statuses: number[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/mail/contact') statuses.push(response.status())
  })
  return statuses
}

type Visit = { pageId: FormPageId; locale: Locale; javaScriptEnabled: boolean; fakeClock?: boolean }
const visits: Visit[] = []
const visit = (entry: Visit) => {
  visits.push(entry)
  return entry
}
const pathOf = ({ pageId, locale }: Visit) => localizePath(locale, paths[pageId])
const thanksOf = ({ locale }: Visit) => localizePath(locale, paths.thanks)

/** Opens a form page of this suite's server, loaded, its form hydrated when JavaScript runs. */
const openForm = aheadOfTests(visits, async (entry: Visit): Promise<OpenedPage> => {
  const { baseUrl } = await realServer()
  const opened = await (await harness()).open(pathOf(entry), {
    origin: baseUrl,
    javaScriptEnabled: entry.javaScriptEnabled,
    fakeClock: entry.fakeClock,
    waitUntil: 'load',
  })
  if (entry.javaScriptEnabled) await opened.page.waitForSelector(`${form}[novalidate]`, { timeout: 5000 })
  return opened
})

async function storedLead(email: string) {
  const leads = await (await realServer()).store.listLeads({ email })
  assert.is(leads.length, 1, 'one lead stored')
  return leads[0]!
}

/** Fails on a cookie, a request to another host, or a console error. */
async function assertNothingElse(opened: OpenedPage, heading: string) {
  assert.equal(await opened.page.context().cookies(), [], 'no cookie')
  assertNoProblems(heading, [
    ...opened.externalRequests.map((url) => `request to another host: ${url}`),
    ...opened.consoleErrors.map((error) => `console error: ${error.text}`),
  ])
}

const touched = visit({ pageId: 'contact', locale: 'pt-br', javaScriptEnabled: true })
test(`${pathOf(touched)}: the check loads on the first touch, not with the page; the challenge asks the site's work and fill time; the lead goes through verified`, async () => {
  const opened = await openForm(touched)
  const { page } = opened
  try {
    await assertNoCheckYet(page)
    const challengeAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/challenge', { timeout: 5000 })
    await page.locator(`${form} [name="name"]`).focus()
    const answer = await challengeAnswer
    assert.match(answer.url(), '?form=contact')
    const { cost, data } = (await answer.json()).parameters
    assert.equal([cost, data.notBefore - data.issuedAt], [defaultChallengeWork.cost, minimumFillMs], 'the real work and fill time')
    assert.ok((await requested(page)).includes(checkFiles()[0]!), 'the form’s code came with the touch')
    await page.waitForFunction((file) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === file), checkFiles()[1], {
      timeout: 5000,
    })
    const email = uniqueEmail(`${pathOf(touched)}-js`)
    await fill(page, 'contact', email)
    await send(page)
    await page.waitForURL((url) => url.pathname === thanksOf(touched), { timeout: 15_000 })
    const lead = await storedLead(email)
    assert.equal([lead.kind, lead.locale, lead.verified], ['contact', 'pt-br', true])
    await assertNothingElse(opened, pathOf(touched))
  } finally {
    await opened.close()
  }
})

const atOnce = visit({ pageId: 'hire', locale: 'en-us', javaScriptEnabled: true })
test(`${pathOf(atOnce)}: a person who sends the form at once waits the few seconds out and is not refused; the check’s live region is there`, async () => {
  const opened = await openForm(atOnce)
  const { page } = opened
  try {
    await assertNoCheckYet(page)
    // Polite and empty until a sent form waits on the check (unit tests: useSendForm.test.tsx).
    assert.is(await page.locator(`${form} p[role="status"]`).count(), 1)
    const email = uniqueEmail('fast-en-us')
    const posts = postStatuses(page)
    // Autofill: every field at once, then send; the first touch is this very fill.
    const started = Date.now()
    await fill(page, 'hire', email)
    await send(page)
    await page.waitForURL((url) => url.pathname === thanksOf(atOnce), { timeout: 15_000 })
    assert.ok(Date.now() - started >= minimumFillMs - 500, `sent after ${Date.now() - started} ms`)
    assert.equal(posts, [201], 'one post, accepted: the form waited instead of being refused')
    const lead = await storedLead(email)
    assert.equal([lead.kind, lead.locale, lead.verified], ['lead', 'en-us', true])
    await assertNothingElse(opened, pathOf(atOnce))
  } finally {
    await opened.close()
  }
})

const behind = visit({ pageId: 'softwareFactory', locale: 'es-es', javaScriptEnabled: true, fakeClock: true })
test(`${pathOf(behind)}: a post that reaches a server whose clock is behind is refused as too early; the form waits the Retry-After out and sends again by itself`, async () => {
  const opened = await openForm(behind)
  const { page } = opened
  try {
    const challengeAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/challenge', { timeout: 5000 })
    const email = uniqueEmail('behind-es-es')
    await fill(page, 'softwareFactory', email)
    const { notBefore } = (await (await challengeAnswer).json()).parameters.data as { notBefore: number }
    // Another instance, its clock a minute behind the one that issued the challenge: to it, any post is too early.
    serverBehindMs = 60_000
    const posts = postStatuses(page)
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/mail/contact', { timeout: 15_000 })
    await send(page)
    // The page need not wait the fill time out in real time: its own clock jumps past it.
    await page.clock.fastForward(minimumFillMs)
    const early = await refused
    assert.equal([early.status(), (await early.json()).reason], [425, 'too-fast'])
    assert.ok(Number(await early.headerValue('retry-after')) > 0, 'Retry-After')
    // The clocks agree again, and the fill time has passed in real time; the page's clock jumps over the
    // Retry-After (the form waits at most a minute), until the form has set its timer and sent again.
    serverBehindMs = 0
    await waitFor('the fill time, in real time', () => Date.now() > notBefore + 50, minimumFillMs + 1000)
    // Each look moves the page's clock a minute on, until the form's wait for the server's time is over.
    await waitFor(
      'the form’s second post',
      async () => {
        if (posts.length === 2) return true
        await page.clock.fastForward(60_000)
        return false
      },
      5000,
      100,
    )
    await page.waitForURL((url) => url.pathname === thanksOf(behind), { timeout: 10_000 })
    assert.equal(posts, [425, 201])
    const lead = await storedLead(email)
    assert.equal([lead.kind, lead.locale, lead.verified], ['lead', 'es-es', true])
    // Chromium notes the 425 in the console; the page's scripts threw nothing.
    assert.equal(
      opened.consoleErrors.filter((error) => !error.text.includes('425')),
      [],
    )
  } finally {
    serverBehindMs = 0
    await opened.close()
  }
})

/** The check's worker script, named by the build's manifest: what a blocker or a failed request keeps from the page. */
const workerFile = () => checkFiles().find((file) => file.includes('.worker'))!

// What a blocker or a failed request may keep from the page, and how the lead still goes through: the worker alone,
// solved on the page (verified); the worker and the challenge, posted without the check (unverified); the form's
// code, the check's with it, posted natively as without JavaScript (unverified).
const blockedFiles = [
  { pageId: 'contact', locale: 'es-es', blocks: 'the check’s worker', verified: true, blocked: (path: string) => path === workerFile() },
  {
    pageId: 'hire',
    locale: 'pt-br',
    blocks: 'the check’s worker and its challenge',
    verified: false,
    blocked: (path: string) => path === workerFile() || path === '/api/challenge',
  },
  { pageId: 'softwareFactory', locale: 'en-us', blocks: 'the form’s code', verified: false, blocked: (path: string) => path === checkFiles()[0] },
] as const
for (const { pageId, locale, blocks, verified, blocked } of blockedFiles) {
  const blockedVisit = visit({ pageId, locale, javaScriptEnabled: true })
  test(`${pathOf(blockedVisit)}: when ${blocks} cannot be loaded, the lead goes through ${verified ? 'verified' : 'unverified'}`, async () => {
    const opened = await openForm(blockedVisit)
    const { page } = opened
    try {
      await page.route(
        (url) => blocked(url.pathname),
        (route) => route.abort('blockedbyclient'),
      )
      const email = uniqueEmail(`blocked-${pageId}-${locale}`)
      const posts = postStatuses(page)
      await fill(page, pageId, email)
      await send(page)
      await page.waitForURL((url) => url.pathname === thanksOf(blockedVisit), { timeout: 30_000 })
      assert.is(posts.length, 1)
      const lead = await storedLead(email)
      assert.equal([lead.kind, lead.locale, lead.verified], [pageId === 'contact' ? 'contact' : 'lead', locale, verified])
    } finally {
      await opened.close()
    }
  })
}

// Without JavaScript: no check, no challenge, nothing to wait for; a lead kept unverified, on every page with a form.
const plainVisits = (
  [
    ['contact', 'en-us'],
    ['hire', 'es-es'],
    ['softwareFactory', 'pt-br'],
  ] as const
).map(([pageId, locale]) => visit({ pageId, locale, javaScriptEnabled: false }))

for (const plain of plainVisits) {
  test(`${pathOf(plain)}: without JavaScript the post goes through, kept unverified`, async () => {
    const opened = await openForm(plain)
    const { page } = opened
    try {
      const email = uniqueEmail(`${pathOf(plain)}-plain`)
      await fill(page, plain.pageId, email)
      await send(page)
      await page.waitForURL((url) => url.pathname === thanksOf(plain), { timeout: 10_000 })
      const lead = await storedLead(email)
      assert.equal([lead.locale, lead.verified], [plain.locale, false])
      assert.equal(await page.context().cookies(), [], 'no cookie')
      assert.equal(opened.externalRequests, [])
    } finally {
      await opened.close()
    }
  })
}

test.after(async () => {
  // Never throws: uvu would report a failing hook in place of the tests.
  await server?.then((running) => running.close()).catch(() => undefined)
})

test.run()
