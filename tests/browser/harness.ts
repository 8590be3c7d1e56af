// Shared set-up of the browser tests: one server, one Chromium, and pages that
// record what a test must see: console errors and requests to other hosts.
import { chromium, type Browser, type Page, type Response } from 'playwright-core'
import type { LeadStore } from '../../server/leads/leadStore'
import { openSqliteLeadStore } from '../../server/leads/openLeadStore'
import { chromiumFlags, chromiumPath } from '../../testbed/chromium'
import { testClientDir } from '../testBuild'
import { openTab, type TabSetup, tabPool } from './tabPool'
import { startTestServer } from './testLeadCapture'

/** The two widths every page is checked at. */
export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 800 },
} as const

/** `desktop` or `phone`. */
export type ViewportName = keyof typeof viewports

/** A console error: its first line (the minified stack below it says little) and the resource it names. */
export type ConsoleError = { text: string; url: string }

/** A page opened by the harness, with what happened while it loaded. */
export type OpenedPage = {
  page: Page
  /** The answer to the navigation (null only if the navigation was aborted). */
  response: Response | null
  /** Console errors and uncaught exceptions of the page, with the URL they came from. */
  consoleErrors: ConsoleError[]
  /** Every request to a host other than 127.0.0.1: blocked, and listed here. */
  externalRequests: string[]
  close(): Promise<void>
}

/**
 * How to open a page: at which width, what to wait for (pages that never go idle need `load`), whether JavaScript
 * runs, from which server (default: the harness's own; the dev server's test passes its address), how long
 * the page may take to get there (default 30 s; a dev server compiles each module on its first request), and a
 * script to run in the page before any of its own (to observe it from the first paint on).
 */
export type OpenOptions = {
  viewport?: ViewportName
  /** Another size for this page than its viewport's own, set before it loads; the tab keeps the viewport's phone or desktop traits. */
  size?: { width: number; height: number }
  waitUntil?: 'load' | 'networkidle'
  javaScriptEnabled?: boolean
  origin?: string
  timeoutMs?: number
  initScript?: () => void
  /**
   * Installs Playwright's clock in the page before it loads: time flows as usual, and the test may jump it ahead;
   * `'paused'`: time stands still from the start (hydration included) until the test moves it with `page.clock.runFor`.
   */
  fakeClock?: boolean | 'paused'
  /** Runs on the tab just before it loads the page: to route some of its requests, say. The tab drops such routes when given back. */
  beforeLoad?: (page: Page) => Promise<void>
}

/** The running server and browser that the tests share. */
export type Harness = {
  /** `http://127.0.0.1:<port>`. */
  baseUrl: string
  /** The built site that the server serves. */
  clientDir: string
  browser: Browser
  /** The lead store behind the server's `POST /api/mail/contact`, to check that a form's lead arrived. */
  leads(): LeadStore
  /**
   * Opens `path` as a first-time visitor (no stored consent, nothing cached: tabPool.ts) and waits, by default until the
   * network is idle. `close()` gives the tab back for the next test.
   */
  open(path: string, options?: OpenOptions): Promise<OpenedPage>
  close(): Promise<void>
}

/** The built site the tests look at: `TECTO_CLIENT_DIR`, by default the test build of tests/run.ts. */
export function siteClientDir(): string {
  return process.env.TECTO_CLIENT_DIR || testClientDir
}

/**
 * Starts the harness. The site comes from `TECTO_BASE_URL` when tests/run.ts already serves it (its lead
 * store is then the SQLite file `TECTO_LEAD_DB`), otherwise from our own server on a free port of 127.0.0.1
 * over `TECTO_CLIENT_DIR` (default: the test build), with the lead API on a SQLite file of its own. Either way the
 * lead API runs the tests' quick bot defence (testLeadCapture.ts).
 */
export async function startHarness(): Promise<Harness> {
  const clientDir = siteClientDir()
  let baseUrl = process.env.TECTO_BASE_URL
  let stopServer = async () => {}
  let leadStore: LeadStore | undefined
  if (!baseUrl) {
    const server = await startTestServer(clientDir)
    baseUrl = server.baseUrl
    stopServer = server.close
    leadStore = server.store
  } else if (process.env.TECTO_LEAD_DB) {
    const store = await openSqliteLeadStore(process.env.TECTO_LEAD_DB)
    stopServer = () => store.close()
    leadStore = store
  }
  const siteUrl = baseUrl
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  const tabs = tabPool(browser)

  async function open(
    path: string,
    {
      viewport = 'desktop',
      size,
      waitUntil = 'networkidle',
      javaScriptEnabled = true,
      origin = siteUrl,
      timeoutMs = 30_000,
      initScript,
      fakeClock = false,
      beforeLoad,
    }: OpenOptions = {},
  ) {
    const setup: TabSetup = { viewport: viewports[viewport], isMobile: viewport === 'phone', javaScriptEnabled, initScript }
    // A page on a test clock cannot go back to real time: it gets a tab of its own, closed with it.
    const tab = fakeClock ? await openTab(browser, setup, { testClock: fakeClock }) : await tabs.take(setup)
    const release = () => (fakeClock ? tab.context.close() : tabs.give(tab, setup))
    const externalRequests: string[] = []
    tab.onExternalRequest = (url) => externalRequests.push(url)
    tab.origins.add(origin)
    const { page } = tab
    const consoleErrors = recordConsoleErrors(page)
    try {
      // The tab pool gives the viewport's own size back with the tab.
      if (size) await page.setViewportSize(size)
      await beforeLoad?.(page)
      const response = await page.goto(origin + path, { waitUntil, timeout: timeoutMs })
      return { page, response, consoleErrors, externalRequests, close: release }
    } catch (error) {
      // A page that never got there must not stay open, loading on beside the next tests' pages.
      await release()
      throw error
    }
  }

  return {
    baseUrl,
    clientDir,
    browser,
    leads() {
      if (!leadStore) throw new Error('No lead store: tests/run.ts passes its SQLite file as TECTO_LEAD_DB')
      return leadStore
    },
    open,
    async close() {
      await browser.close()
      await stopServer()
    },
  }
}

let shared: Promise<Harness> | undefined

/** The harness shared by every test file of a run, started on first use. */
export function harness(): Promise<Harness> {
  shared ??= startHarness()
  return shared
}

/** Opens `path` in the shared harness, hands it to `check`, and gives the tab back whatever `check` did. */
export async function withPage<T>(path: string, options: OpenOptions, check: (opened: OpenedPage) => Promise<T>): Promise<T> {
  const opened = await (await harness()).open(path, options)
  try {
    return await check(opened)
  } finally {
    await opened.close()
  }
}

/** Stops the shared harness, if it was started (the runner calls this after the last test). */
export async function closeHarness(): Promise<void> {
  if (shared) await (await shared).close()
  shared = undefined
}

/** Collects the page's console errors and uncaught exceptions, from now on. */
function recordConsoleErrors(page: Page): ConsoleError[] {
  const consoleErrors: ConsoleError[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    consoleErrors.push({ text: message.text().split('\n')[0]!, url: message.location().url })
  })
  page.on('pageerror', (error) => consoleErrors.push({ text: `uncaught ${error.name}: ${error.message}`, url: page.url() }))
  return consoleErrors
}

/**
 * Fails the running test when `problems` is not empty, listing them once under `heading`
 * (uvu would print a multi-line assertion message twice: as message and as stack).
 */
export function assertNoProblems(heading: string, problems: string[]): void {
  if (problems.length === 0) return
  const error = new Error(`${heading}\n      ${problems.join('\n      ')}\n`)
  error.stack = ''
  throw error
}

/** Fetches a URL of the site without a browser: its status, `<html lang>` and HTML. */
export async function fetchPage(baseUrl: string, path: string): Promise<{ status: number; lang: string | undefined; html: string }> {
  const response = await fetch(baseUrl + path, { redirect: 'manual' })
  const html = await response.text()
  return { status: response.status, lang: /<html[^>]*\slang="([^"]*)"/i.exec(html)?.[1], html }
}
