import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { localizePath } from '../../data/localePath'
import { localeSegments, localeTag, type Locale } from '../../data/locales'
import { paths } from '../../data/routes'
import { openSqliteLeadStore } from '../../server/leads/openLeadStore'
import { startDevServer, type DevServer } from '../support/npmScript'
import { tempDir } from '../support/tempDir'
import { waitFor } from '../support/waitFor'
import { projectRoot } from '../testBuild'
import { assertNoProblems, harness, type OpenedPage } from './harness'

// `npm run dev` as a developer uses it: pages with hydrated islands in every language, an edited component swapped
// in without reloading the page, and the forms answered by the lead API of the dev server itself.
const test = suite('development server')

const form = 'form[action$="/mail/contact"]'
// A dev server compiles each module on its first request: the first page of a run takes seconds, on a busy machine
// over a minute.
const firstLoadMs = 120_000
const firstLoad = { timeout: firstLoadMs }

let dev: DevServer
let leadFile: string

test.before(async () => {
  leadFile = join(tempDir('dev-leads'), 'leads.sqlite')
  dev = await startDevServer({ DATABASE_URL: `sqlite:${leadFile}`, LEAD_RATE_LIMIT: '100000', SMTP_URL: '' })
})

test.after(async () => {
  await dev?.stop()
})

/**
 * Opens the contact page of the dev server once every island module has arrived (the network is idle), and waits
 * until its form's island has hydrated (it then turns off the browser's checks).
 */
async function openContactPage(segment: Locale): Promise<OpenedPage> {
  const opened = await (await harness()).open(localizePath(segment, paths.contact), { origin: dev.baseUrl, timeoutMs: firstLoadMs })
  await opened.page.waitForSelector(`${form}[novalidate]`, firstLoad)
  return opened
}

const consoleProblems = (opened: OpenedPage) => opened.consoleErrors.map((error) => `${error.text} (${error.url})`)

test("in every language a page is rendered and its islands hydrate: the header's language menu opens by keyboard", async () => {
  for (const segment of localeSegments) {
    const opened = await openContactPage(segment)
    try {
      const { page } = opened
      assert.is(await page.getAttribute('html', 'lang'), localeTag(segment))
      const button = page.locator('header nav').first().locator('button[aria-controls]').last()
      await button.focus()
      await page.keyboard.press('Enter')
      await page
        .locator(`[id="${await button.getAttribute('aria-controls')}"] a[hreflang]`)
        .first()
        .waitFor({ state: 'visible', timeout: 5000 })
      assert.is(await button.getAttribute('aria-expanded'), 'true')
      assertNoProblems(`console errors on ${segment}:`, consoleProblems(opened))
    } finally {
      await opened.close()
    }
  }
})

/**
 * Runs `check` while `file` has `after` in place of `before`, then puts the file back as it was, its time too, so
 * `npm start` does not see a source newer than its build.
 */
async function whileEdited(path: string, before: string, after: string, check: () => Promise<void>) {
  const file = join(projectRoot, path)
  const source = readFileSync(file, 'utf8')
  const { atime, mtime } = statSync(file)
  assert.ok(source.includes(before), `${path} no longer has ${before}: choose another edit for this test`)
  try {
    writeFileSync(file, source.replace(before, after))
    await check()
  } finally {
    writeFileSync(file, source)
    utimesSync(file, atime, mtime)
  }
}

test('an edited component and its styles are swapped in place: the page is not reloaded', async () => {
  const opened = await openContactPage('pt-br')
  try {
    const { page } = opened
    // A full reload would start a new window, without this.
    await page.evaluate(() => Object.assign(window, { devServerTestMarker: 'kept' }))
    const marker = () => page.evaluate(() => (window as { devServerTestMarker?: string }).devServerTestMarker)
    await whileEdited(
      'components/StandardHeader/StandardHeader.tsx',
      "const drawerId = 'standard-header-drawer'",
      "const drawerId = 'standard-header-drawer-edited'",
      async () => {
        await page.waitForSelector('header button[aria-controls="standard-header-drawer-edited"]', { state: 'attached', timeout: 20_000 })
        assert.is(await marker(), 'kept')
      },
    )
    await whileEdited(
      'components/StandardHeader/StandardHeader.css.ts',
      'color: vars.color.onBrand }',
      "color: vars.color.onBrand, height: '80px' }",
      async () => {
        await page.waitForFunction(() => getComputedStyle(document.querySelector('header')!).height === '80px', undefined, { timeout: 20_000 })
        assert.is(await marker(), 'kept')
      },
    )
    assertNoProblems('console errors:', consoleProblems(opened))
  } finally {
    await opened.close()
  }
})

test('an edited form component is swapped in place and keeps what was typed', async () => {
  const opened = await openContactPage('en-us')
  try {
    const { page } = opened
    const typed = { name: 'Ana Souza', message: 'Queremos uma aplicação.' }
    for (const [name, value] of Object.entries(typed)) await page.locator(`${form} [name="${name}"]`).fill(value)
    const values = () =>
      page.evaluate((selector) => {
        const controls = document.querySelector<HTMLFormElement>(selector)!.elements
        return { name: (controls.namedItem('name') as HTMLInputElement).value, message: (controls.namedItem('message') as HTMLTextAreaElement).value }
      }, form)
    await whileEdited(
      'components/forms/ContactForm/ContactForm.tsx',
      '<p className={styles.privacy}>',
      '<p className={styles.privacy} data-edited="">',
      async () => {
        await page.waitForSelector(`${form} [data-edited]`, { state: 'attached', timeout: 20_000 })
        assert.equal(await values(), typed)
      },
    )
    assertNoProblems('console errors:', consoleProblems(opened))
  } finally {
    await opened.close()
  }
})

test('after a restart (Vite restarts on a change to its config) the pages still render and the lead API still answers', async () => {
  const config = join(projectRoot, 'vite.config.ts')
  const { atime, mtime } = statSync(config)
  const restarts = () => dev.output().split('server restarted').length - 1
  const before = restarts()
  try {
    // A newer time is change enough for Vite's watcher; the content stays as it is.
    utimesSync(config, atime, new Date())
    await waitFor('the dev server to restart', () => restarts() > before, firstLoadMs)
  } finally {
    utimesSync(config, atime, mtime)
  }
  // Putting the time back restarts it once more: wait for that too, so the checks below see the last server.
  await waitFor('the dev server to restart again', () => restarts() > before + 1, firstLoadMs)
  const page = await fetch(dev.baseUrl + localizePath('pt-br', paths.contact))
  assert.is(page.status, 200, `the contact page answered ${page.status}:\n${dev.output().slice(-2000)}`)
  assert.is((await fetch(`${dev.baseUrl}/api/health`)).status, 200)
})

test("the contact form posts to the dev server's lead API: the lead is stored, and the thank-you page follows", async () => {
  const email = `dev-server-${Date.now()}@example.com`
  const opened = await openContactPage('es-es')
  try {
    const { page } = opened
    // A Spanish mobile, Spain chosen on the Spanish page.
    const fields = { name: 'Ana Souza', phone: '612345678', company: 'Acme Ltda', role: 'CTO', email, message: 'Queremos una aplicación móvil.' }
    for (const [name, value] of Object.entries(fields)) await page.locator(`${form} [name="${name}"]`).fill(value)
    await Promise.all([page.waitForURL(`**${localizePath('es-es', paths.thanks)}`, firstLoad), page.locator(`${form} button[type="submit"]`).click()])
    await page.waitForSelector('[role="progressbar"][aria-valuenow="100"]', firstLoad)
    assert.is(await page.locator('[role="status"]').getAttribute('aria-hidden'), null)
    const store = await openSqliteLeadStore(leadFile)
    try {
      const leads = await store.listLeads({ email })
      assert.is(leads.length, 1)
      assert.equal([leads[0]!.company, leads[0]!.phone, leads[0]!.country], ['Acme Ltda', '+34612345678', 'ES'])
    } finally {
      await store.close()
    }
    assertNoProblems('console errors:', consoleProblems(opened))
  } finally {
    await opened.close()
  }
})

test("the lead API of the dev server checks like the server's: a forged challenge is refused, a bad form gets 400 per field", async () => {
  const response = await fetch(`${dev.baseUrl}/api/mail/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
    body: JSON.stringify({ kind: 'contact', locale: 'en-us', email: 'ana@', altcha: 'forged' }),
  })
  assert.is(response.status, 403)
  assert.is(((await response.json()) as { reason?: string }).reason, 'bad-solution')
  const plain = await fetch(`${dev.baseUrl}/api/mail/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ form: 'contact', locale: 'en-us', email: 'ana@' }).toString(),
  })
  assert.is(plain.status, 400)
  assert.match(await plain.text(), '<li><strong>Email</strong>: Invalid email</li>')
})

// A dependency first imported after a page has loaded (a form's lazy code, its anti-bot worker) makes Vite reload that
// page, losing what was typed, unless vite.config.ts's optimizeDeps.include names it.
test('no page was reloaded for a dependency found late: the tests above loaded every form piece', () => {
  assert.not.match(
    dev.output(),
    /optimized dependencies changed/,
    dev
      .output()
      .split('\n')
      .filter((l) => /optimiz/.test(l))
      .join('\n'),
  )
})

test('SIGTERM to npm run dev ends the dev server: nothing listens on its port any more', async () => {
  assert.ok(await dev.stop(), `vike dev still listened at ${dev.baseUrl} after npm run dev ended`)
})

test.run()
