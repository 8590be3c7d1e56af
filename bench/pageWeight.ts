// What a first visit loads, measured in Chromium: every response of the page load until the network is idle, in a
// fresh context (empty cache, no consent given), on a phone and on a desktop screen. Bytes are the response bodies as
// the server sent them (brotli for text, as our server serves it); headers aside.
import { type Browser, chromium, type Request } from 'playwright-core'
import { chromiumFlags, chromiumPath } from '../testbed/chromium'
import type { BenchPage } from './pageTypes'

/** Requests of one kind and their bodies' bytes as transferred. */
type Transfer = { requests: number; bytes: number }

/** The kinds a response is told apart by: what the browser asked it as, else a word of its content type. */
const kinds = { html: ['document', 'html'], css: ['stylesheet', 'css'], js: ['script', 'javascript'], fonts: ['font', 'font/'], images: ['image', 'image/'] }
type Kind = keyof typeof kinds | 'other'

/** One page's first visit: per kind and in all; the share of its CSS no rule of the first paint used (Chromium's coverage). */
export type PageWeight = BenchPage & Record<Kind | 'total', Transfer> & { unusedCss: number; blockedExternal: string[] }

/** Lighthouse's mobile screen (the phone of its scores) and a desktop one. */
const screens = [
  { name: 'phone', viewport: { width: 412, height: 823 }, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
]

async function kindOf(request: Request): Promise<Kind> {
  const type = ((await request.response())?.headers()['content-type'] ?? '').toLowerCase()
  const kind = Object.entries(kinds).find(([, [resource, word]]) => request.resourceType() === resource || type.includes(word!))
  return (kind?.[0] as Kind | undefined) ?? 'other'
}

/** Loads `baseUrl + page.url` in a new context of `browser` on `screen` and totals what it received. */
async function measurePage(browser: Browser, baseUrl: string, page: BenchPage, screen: (typeof screens)[number]): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: screen.viewport, isMobile: screen.isMobile })
  try {
    // The bench stays on 127.0.0.1: requests to other hosts are blocked, and listed so they show.
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
    const totals = Object.fromEntries([...Object.keys(kinds), 'other', 'total'].map((kind) => [kind, { requests: 0, bytes: 0 }])) as Record<
      Kind | 'total',
      Transfer
    >
    for (const request of finished) {
      const { responseBodySize } = await request.sizes()
      for (const sum of [totals[await kindOf(request)], totals.total]) {
        sum.requests++
        sum.bytes += responseBodySize
      }
    }
    return { ...page, ...totals, unusedCss: cssBytes ? 1 - usedCssBytes / cssBytes : 0, blockedExternal }
  } finally {
    await context.close()
  }
}

/** Each page's first visit on each screen, one after the other, in one Chromium. */
export async function pageWeights(baseUrl: string, pages: BenchPage[]) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    const weights = []
    for (const screen of screens) {
      const measured: PageWeight[] = []
      for (const page of pages) measured.push(await measurePage(browser, baseUrl, page, screen))
      weights.push({ screen: screen.name, viewport: screen.viewport, pages: measured })
    }
    return { screens: weights }
  } finally {
    await browser.close()
  }
}
