import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'

/** How a tab is set up: what a fresh browser context fixes and a page cannot change afterwards. */
export type TabSetup = {
  viewport: { width: number; height: number }
  isMobile: boolean
  javaScriptEnabled: boolean
  /** Runs in every document of the tab before its own scripts. */
  initScript?: () => void
}

/** A browser tab of its own context, with what happens in it reported to whoever uses it now. */
export type Tab = {
  context: BrowserContext
  page: Page
  /** Every request of the tab to a host other than 127.0.0.1 (blocked) goes here. */
  onExternalRequest: (url: string) => void
  /** The origins the tab visited, to clear their data when it is given back. */
  origins: Set<string>
}

/**
 * Opens a tab in a context of its own, set up as asked: requests to other hosts blocked and reported, the HTTP cache
 * off (every page loads as on a first visit), and, with `testClock`, Playwright's clock installed before anything
 * loads, so the test may move time ahead; `'paused'` stops it too, so the page's timers fire only on `page.clock.runFor`.
 */
export async function openTab(browser: Browser, setup: TabSetup, { testClock = false as boolean | 'paused' } = {}): Promise<Tab> {
  const context = await browser.newContext({
    viewport: setup.viewport,
    isMobile: setup.isMobile,
    hasTouch: setup.isMobile,
    javaScriptEnabled: setup.javaScriptEnabled,
  })
  if (testClock) await context.clock.install()
  if (testClock === 'paused') await context.clock.pauseAt(Date.now())
  const tab: Tab = { context, page: undefined as unknown as Page, onExternalRequest: () => {}, origins: new Set() }
  await context.route('**/*', async (route) => {
    const url = route.request().url()
    try {
      if (new URL(url).hostname === '127.0.0.1') return await route.continue()
      tab.onExternalRequest(url)
      return await route.abort('blockedbyclient')
    } catch (error) {
      // A test's own page.route may have answered a worker's request already (Chromium shows a dedicated worker's
      // requests to both): that is the test's choice, not a failure; anything else is.
      if (!String(error).includes('Route is already handled')) throw error
    }
  })
  tab.page = await context.newPage()
  // playwright injects it through the DevTools protocol: the page's CSP (no inline script) does not apply.
  if (setup.initScript) await tab.page.addInitScript(setup.initScript)
  const cdp = await context.newCDPSession(tab.page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.detach()
  return tab
}

/**
 * Lends out browser tabs and takes them back clean, so that a test's page loads in a renderer that is already
 * running. On this 2-core machine a fresh context and page cost about 2 s of processor time before the first byte
 * of the site; a navigation in a running tab a third of that. A tab given back is a first-time visitor again: its
 * listeners and routes removed, the data of every origin it visited (cookies, localStorage, IndexedDB, caches)
 * cleared, and the HTTP cache off for good, so every page loads from the server as on a first visit.
 */
export function tabPool(browser: Browser) {
  const idle = new Map<string, Tab[]>()
  const keyOf = ({ viewport, isMobile, javaScriptEnabled, initScript }: TabSetup) =>
    [viewport.width, viewport.height, isMobile, javaScriptEnabled, initScript?.toString() ?? ''].join('|')

  const newTab = (setup: TabSetup) => openTab(browser, setup)

  /** Puts the tab back as a new one was: false if it cannot be (it crashed, or a dialog holds it). */
  async function reset(tab: Tab, setup: TabSetup): Promise<boolean> {
    const { page, context } = tab
    try {
      page.removeAllListeners()
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      await page.goto('about:blank', { timeout: 5000 })
      const cdp: CDPSession = await context.newCDPSession(page)
      for (const origin of tab.origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
      await cdp.detach()
      await context.clearCookies()
      await context.clearPermissions()
      await page.setViewportSize(setup.viewport)
      tab.origins.clear()
      tab.onExternalRequest = () => {}
      return true
    } catch {
      return false
    }
  }

  return {
    /** A clean tab set up as asked: an idle one if there is one, otherwise a new one. */
    async take(setup: TabSetup): Promise<Tab> {
      return idle.get(keyOf(setup))?.pop() ?? (await newTab(setup))
    },
    /** Takes a tab back for the next test, or closes it if it cannot be made clean. */
    async give(tab: Tab, setup: TabSetup): Promise<void> {
      if (await reset(tab, setup)) {
        const key = keyOf(setup)
        idle.set(key, [...(idle.get(key) ?? []), tab])
      } else {
        await tab.context.close().catch(() => {})
      }
    },
  }
}
