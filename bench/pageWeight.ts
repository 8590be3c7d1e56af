// What a first visit loads, measured in Chromium: every response of the page load until the network is idle, in a
// fresh context (empty cache, no consent given), on a phone and on a desktop screen. Bytes are the response bodies as
// the server sent them (brotli for text, as our server serves it); headers aside.
import { chromium, type Browser, type Request } from 'playwright-core'
import { chromiumFlags, chromiumPath } from '../testbed/chromium'
import type { BenchPage } from './pageTypes'

/** Requests of one kind and their bodies' bytes as transferred. */
export type Transfer = { requests: number; bytes: number }

/** The kinds a first visit's responses are told apart by. */
export const transferKinds = ['html', 'css', 'js', 'fonts', 'images', 'other'] as const
type Kind = (typeof transferKinds)[number]

/** One page's first visit on one screen. */
export type PageWeight = BenchPage &
  Record<Kind, Transfer> & {
    /** Every response of the load, the document included, and all their bodies' bytes. */
    total: Transfer
    /** The share of the stylesheets' bytes that no rule of the first paint used (Chromium's CSS coverage), 0 to 1. */
    unusedCss: number
    /** Requests to other hosts: blocked (the bench stays on 127.0.0.1), and listed so they show. */
    blockedExternal: string[]
  }

/** The screens measured: Lighthouse's mobile one (the phone on a 4G link of the scores) and a desktop one. */
export const pageWeightScreens = [
  { name: 'phone', viewport: { width: 412, height: 823 }, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
] as const

export type Screen = (typeof pageWeightScreens)[number]

/** The first visits of the pages on one screen. */
export type ScreenWeights = { screen: Screen['name']; viewport: Screen['viewport']; pages: PageWeight[] }

/** What a request fetched, by what the browser asked it as, else by the response's content type. */
async function kindOf(request: Request): Promise<Kind> {
  const resource = request.resourceType()
  const type = ((await request.response())?.headers()['content-type'] ?? '').toLowerCase()
  if (resource === 'document' || type.includes('html')) return 'html'
  if (resource === 'stylesheet' || type.includes('css')) return 'css'
  if (resource === 'script' || type.includes('javascript')) return 'js'
  if (resource === 'font' || type.startsWith('font/')) return 'fonts'
  if (resource === 'image' || type.startsWith('image/')) return 'images'
  return 'other'
}

/** Loads `baseUrl + page.url` in a new context of `browser` on `screen` and totals what it received. */
async function measurePage(browser: Browser, baseUrl: string, page: BenchPage, screen: Screen): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: screen.viewport, isMobile: screen.isMobile })
  try {
    const blockedExternal: string[] = []
    await context.route('**/*', (route) => {
      const url = route.request().url()
      if (new URL(url).hostname === '127.0.0.1') return route.continue()
      blockedExternal.push(url)
      return route.abort('blockedbyclient')
    })
    const finished: Request[] = []
    const tab = await context.newPage()
    tab.on('requestfinished', (request) => finished.push(request))
    await tab.coverage.startCSSCoverage()
    const answer = await tab.goto(baseUrl + page.url, { waitUntil: 'networkidle' })
    if (answer?.status() !== 200) throw new Error(`${page.url} answered ${answer?.status()}`)
    const coverage = await tab.coverage.stopCSSCoverage()
    const cssBytes = coverage.reduce((sum, entry) => sum + (entry.text?.length ?? 0), 0)
    const usedCssBytes = coverage.reduce((sum, entry) => sum + entry.ranges.reduce((used, { start, end }) => used + end - start, 0), 0)
    const totals = Object.fromEntries(transferKinds.map((kind) => [kind, { requests: 0, bytes: 0 }])) as Record<Kind, Transfer>
    const total = { requests: 0, bytes: 0 }
    for (const request of finished) {
      const { responseBodySize } = await request.sizes()
      const kind = totals[await kindOf(request)]
      for (const sum of [kind, total]) {
        sum.requests++
        sum.bytes += responseBodySize
      }
    }
    return { ...page, ...totals, total, unusedCss: cssBytes ? 1 - usedCssBytes / cssBytes : 0, blockedExternal }
  } finally {
    await context.close()
  }
}

/** Measures each page's first visit from the site at `baseUrl` on each screen, one after the other, in one Chromium. */
export async function pageWeights(baseUrl: string, pages: BenchPage[]): Promise<{ screens: ScreenWeights[] }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    const screens: ScreenWeights[] = []
    for (const screen of pageWeightScreens) {
      const weights: PageWeight[] = []
      for (const page of pages) weights.push(await measurePage(browser, baseUrl, page, screen))
      screens.push({ screen: screen.name, viewport: screen.viewport, pages: weights })
    }
    return { screens }
  } finally {
    await browser.close()
  }
}
