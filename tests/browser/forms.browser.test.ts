import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { errorMessage } from '../../data/forms/errorMessages'
import type { FormKind } from '../../data/forms/formKinds'
import { formatPhone } from '../../data/forms/phoneMask'
import { sendFailureMessages } from '../../data/forms/sendFailureMessages'
import { localizePath } from '../../data/localePath'
import { localeSegments, type Locale } from '../../data/locales'
import { type LeadFormPage, leadFormAnchors, paths, type PageId } from '../../data/routes'
import { aheadOfTests } from './aheadOfTests'
import { assertNoProblems, harness, siteClientDir, type OpenedPage } from './harness'
import { nodeI18n } from '../../locales/nodeI18n'

const test = suite('forms')

/**
 * A page with a form: what to type into each field (names are the payload keys) and what to choose, and in which
 * languages to run which tests: every test in every language, or (`smoke`) one valid post in one language, for a page
 * whose form component another page already runs through every test.
 */
type FormPage = { page: PageId; kind: FormKind; text: Record<string, string>; choose?: Record<string, string>; smoke?: Locale }

const contactText = {
  name: 'Ana Souza',
  phone: '11987654321',
  company: 'Acme Ltda',
  role: 'CTO',
  email: '',
  message: 'We need a mobile app for our field team.',
}
const leadText = { name: 'Mary Jones', email: '', phone: '21987654321' }

/**
 * Every form page of the site (data/routes.ts): each must be in the build (a test below fails for a missing one).
 * Brazilian prospects on every site: each page starts on its own country, so Brazil is chosen (before the phone), then
 * the state, whose list shows only once Brazil is chosen. The first landing page runs every test; the others carry
 * the same lead form, so one valid post each, in the language of their turn.
 */
const formPages: FormPage[] = [
  { page: 'contact', kind: 'contact', text: contactText, choose: { country: 'BR' } },
  ...(Object.keys(leadFormAnchors) as LeadFormPage[]).map((page, i) => ({
    page,
    kind: 'lead' as const,
    text: leadText,
    choose: { country: 'BR', state: i ? 'DF' : 'SP' },
    ...(i && { smoke: localeSegments[(i + 1) % localeSegments.length] }),
  })),
]

const form = 'form[action$="/mail/contact"]'
let sequence = 0

/** An address no other test uses, to find this test's lead in the store. */
function uniqueEmail(target: string) {
  return `${target.replace(/\W+/g, '-')}-${Date.now()}-${++sequence}@example.com`
}

/** One test's page: a form page in a locale, with or without JavaScript. */
type Visit = { path: string; javaScriptEnabled: boolean }

const visits: Visit[] = []

/** Registers a page a test will need; pages open a few tests ahead (aheadOfTests), each test gets a fresh one. */
function visit(path: string, javaScriptEnabled = true): Visit {
  const entry = { path, javaScriptEnabled }
  visits.push(entry)
  return entry
}

/** Opens the form page and waits until our checks have taken over from the browser's (after hydration). */
const openForm = aheadOfTests(visits, async ({ path, javaScriptEnabled }: Visit): Promise<OpenedPage> => {
  const opened = await (await harness()).open(path, { javaScriptEnabled, waitUntil: 'load' })
  if (javaScriptEnabled) await opened.page.waitForSelector(`${form}[novalidate]`, { timeout: 5000 })
  return opened
})

/** Fills every field with valid values (the e-mail given), the lists first: the phone follows the country. */
async function fillValid(page: Page, formPage: FormPage, email: string) {
  for (const [name, value] of Object.entries(formPage.choose ?? {})) {
    await page.locator(`${form} [name="${name}"]`).selectOption(value)
  }
  for (const [name, value] of Object.entries({ ...formPage.text, email })) {
    await page.locator(`${form} [name="${name}"]`).fill(value)
  }
}

async function submit(page: Page) {
  await page.locator(`${form} button[type="submit"]`).click()
}

/** The texts of the form's error messages, in page order. */
async function errorTexts(page: Page): Promise<string[]> {
  await page.waitForSelector(`${form} [id$="-error"]`, { timeout: 5000 })
  return page.locator(`${form} [id$="-error"]`).allTextContents()
}

/** The fields' current values, by name. */
async function values(page: Page, names: string[]) {
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await page.locator(`${form} [name="${name}"]`).inputValue()])))
}

/** The leads stored for an address. */
async function leadsOf(email: string) {
  return (await harness()).leads().listLeads({ email })
}

/** The landing page's in-page link to its form brings the form just below the sticky header, not a header's height lower. */
async function assertLinkLandsOnForm(page: Page, anchor: string) {
  await page.locator(`a[href="#${anchor}"]`).first().click()
  await page.waitForFunction((id) => location.hash === `#${id}`, anchor)
  const { formTop, headerBottom } = await page.evaluate(
    (id) => ({
      formTop: document.getElementById(id)!.getBoundingClientRect().top,
      headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
    }),
    anchor,
  )
  assert.ok(formTop >= headerBottom && formTop <= headerBottom + 40, `#${anchor} lands at ${formTop} px, the header ends at ${headerBottom} px`)
}

const consoleProblems = (opened: OpenedPage) => opened.consoleErrors.map((error) => `console error: ${error.text} (${error.url})`)

/** A valid post with JavaScript: the thank-you page, and the lead in the store, verified by the anti-bot check. */
function testValidSubmit(formPage: FormPage, locale: Locale) {
  const path = localizePath(locale, paths[formPage.page])
  const thanks = localizePath(locale, paths.thanks)
  const validPage = visit(path)
  test(`${path}: a valid submit lands on ${thanks} and the lead is in the store`, async () => {
    const email = uniqueEmail(path)
    const opened = await openForm(validPage)
    try {
      if (formPage.kind === 'lead') await assertLinkLandsOnForm(opened.page, leadFormAnchors[formPage.page as LeadFormPage])
      await fillValid(opened.page, formPage, email)
      await submit(opened.page)
      await opened.page.waitForURL((url) => url.pathname === thanks, { timeout: 10_000 })
      await opened.page.waitForSelector('[role="progressbar"][aria-valuenow="100"]', { timeout: 5000 })
      const leads = await leadsOf(email)
      assert.is(leads.length, 1)
      assert.equal(
        [leads[0]!.kind, leads[0]!.locale, leads[0]!.name, leads[0]!.phone, leads[0]!.verified],
        [formPage.kind, locale, formPage.text.name, formatPhone(formPage.text.phone!), true],
      )
      assert.is(leads[0]!.origin, (await harness()).baseUrl + path)
      if (formPage.choose?.state) assert.is(leads[0]!.state, formPage.choose.state)
      assertNoProblems(path, consoleProblems(opened))
    } finally {
      await opened.close()
    }
  })
}

for (const formPage of formPages) {
  const fieldNames = [...Object.keys(formPage.text), ...Object.keys(formPage.choose ?? {})]
  // An empty form has its page's own country chosen already; the lead form asks for the state on the Brazilian site only.
  const emptyFieldNames = (locale: Locale) => fieldNames.filter((name) => name !== 'country' && (name !== 'state' || locale === 'pt-br'))
  for (const locale of formPage.smoke ? [formPage.smoke] : (localeSegments as Locale[])) {
    testValidSubmit(formPage, locale)
    if (formPage.smoke) continue
    const path = localizePath(locale, paths[formPage.page])
    const thanks = localizePath(locale, paths.thanks)

    const emptyPage = visit(path)
    test(`${path}: an empty submit shows every field's message in ${locale}, and focuses the first field`, async () => {
      const opened = await openForm(emptyPage)
      try {
        await submit(opened.page)
        const required = errorMessage(nodeI18n(locale), formPage.kind, 'required')
        assert.equal(
          await errorTexts(opened.page),
          emptyFieldNames(locale).map(() => required),
        )
        assert.is(await opened.page.evaluate(() => document.activeElement?.getAttribute('name')), 'name')
        assertNoProblems(path, consoleProblems(opened))
      } finally {
        await opened.close()
      }
    })

    const emailPage = visit(path)
    test(`${path}: an invalid email shows the email message in ${locale}`, async () => {
      const opened = await openForm(emailPage)
      try {
        await fillValid(opened.page, formPage, 'ana@empresa')
        await submit(opened.page)
        assert.equal(await errorTexts(opened.page), [errorMessage(nodeI18n(locale), formPage.kind, 'email')])
      } finally {
        await opened.close()
      }
    })

    const phonePage = visit(path)
    test(`${path}: with Brazil chosen, a typed or pasted phone is masked, and editing in the middle keeps the caret`, async () => {
      const opened = await openForm(phonePage)
      try {
        const phone = opened.page.locator(`${form} [name="phone"]`)
        await opened.page.locator(`${form} [name="country"]`).selectOption('BR')
        await phone.pressSequentially('11987654321')
        assert.is(await phone.inputValue(), '(11) 98765-4321')
        // Caret after "(11) 98", Backspace, then the 8 again.
        await phone.evaluate((input: HTMLInputElement) => input.setSelectionRange(7, 7))
        await phone.press('Backspace')
        assert.equal(await phone.evaluate((input: HTMLInputElement) => [input.value, input.selectionStart]), ['(11) 97654-321', 6])
        await phone.press('8')
        assert.equal(await phone.evaluate((input: HTMLInputElement) => [input.value, input.selectionStart]), ['(11) 98765-4321', 7])
        await phone.fill('+55 (21) 3456-7890')
        assert.is(await phone.inputValue(), '(21) 3456-7890')
      } finally {
        await opened.close()
      }
    })

    const downPage = visit(path)
    test(`${path}: with the API down the alert shows in ${locale} and every field keeps its value`, async () => {
      const email = uniqueEmail(path)
      const opened = await openForm(downPage)
      try {
        await opened.page.route('**/mail/contact', (route) => route.abort('connectionrefused'))
        await fillValid(opened.page, formPage, email)
        const before = await values(opened.page, fieldNames)
        await submit(opened.page)
        const alert = opened.page.locator(`${form} [role="alert"]`)
        await alert.getByText(nodeI18n(locale)._(sendFailureMessages[formPage.kind]), { exact: true }).waitFor({ timeout: 5000 })
        assert.equal(await values(opened.page, fieldNames), before)
        assert.is(new URL(opened.page.url()).pathname, path)
        assert.ok(await opened.page.locator(`${form} button[type="submit"]`).isEnabled(), 'the visitor can send again')
        assert.is((await leadsOf(email)).length, 0)
      } finally {
        await opened.close()
      }
    })

    const plainPage = visit(path, false)
    test(`${path}: without JavaScript the browser checks the fields, and a valid post ends on ${thanks}`, async () => {
      const email = uniqueEmail(path)
      const opened = await openForm(plainPage)
      try {
        await submit(opened.page)
        await opened.page.waitForTimeout(300)
        assert.is(new URL(opened.page.url()).pathname, path, 'the empty form is not sent')
        await fillValid(opened.page, formPage, email)
        await submit(opened.page)
        await opened.page.waitForURL((url) => url.pathname === thanks, { timeout: 10_000 })
        assert.equal(
          (await leadsOf(email)).map((lead) => lead.verified),
          [false],
          'one lead, unverified: no check runs without JavaScript',
        )
        // Nothing counts without JavaScript: the message shows at once ((scripting: none) in ThankYou.css.ts).
        assert.ok(await opened.page.locator('[role="status"]').isVisible(), 'the thank-you message is visible')
      } finally {
        await opened.close()
      }
    })
  }
}

test('every form page is in the build, so none of the tests above ran against a 404', () => {
  const missing = formPages.filter(({ page }) => !existsSync(join(siteClientDir(), 'pt-br', paths[page], 'index.html')))
  assert.equal(
    missing.map(({ page }) => page),
    [],
  )
})

test.run()
