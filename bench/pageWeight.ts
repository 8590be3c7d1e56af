// What a first visit loads, measured in Chromium: every response of the page load until the network
// is idle, in a fresh context (empty cache, no consent given). Text bodies are gzipped here at level 9,
// so the figure is the site's own and not the server's compression setting.
import { constants, gzipSync } from 'node:zlib'
import { chromium, type Browser, type Response } from 'playwright-core'
import { chromiumFlags, chromiumPath } from '../testbed/chromium'
import type { BenchPage } from './pageTypes'

/** JavaScript, CSS and HTML: counted in gzip bytes. */
export type TextTotals = { requests: number; bytes: number; gzipBytes: number }

/** Images, fonts and anything else: counted in bytes as received (decoded body). */
export type BinaryTotals = { requests: number; bytes: number }

/** One page's first visit. */
export type PageWeight = BenchPage & {
  html: TextTotals
  css: TextTotals
  js: TextTotals
  /** gzip bytes of HTML + CSS + JS. */
  gzipBytes: number
  images: BinaryTotals
  fonts: BinaryTotals
  other: BinaryTotals
  /** Every response of the load, the document included. */
  requests: number
  /** Requests to other hosts: blocked (the bench stays on 127.0.0.1), and listed so they show. */
  blockedExternal: string[]
}

/** The viewport of every measurement: desktop, so responsive images load their larger sizes. */
export const pageWeightViewport = { width: 1280, height: 800 }

type Kind = 'html' | 'css' | 'js' | 'images' | 'fonts' | 'other'

/** What a response is, by its content type, else by what the browser requested it as. */
function kindOf(response: Response): Kind {
  const type = (response.headers()['content-type'] ?? '').toLowerCase()
  const resource = response.request().resourceType()
  if (type.includes('html') || resource === 'document') return 'html'
  if (type.includes('css') || resource === 'stylesheet') return 'css'
  if (type.includes('javascript') || resource === 'script') return 'js'
  if (type.startsWith('image/') || resource === 'image') return 'images'
  if (type.startsWith('font/') || type.includes('woff') || resource === 'font') return 'fonts'
  return 'other'
}

const gzipSize = (body: Buffer) => gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length

/** Loads `baseUrl + page.url` in a new context of `browser` and totals what it received. */
async function measurePage(browser: Browser, baseUrl: string, page: BenchPage): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: pageWeightViewport })
  try {
    const blockedExternal: string[] = []
    await context.route('**/*', (route) => {
      const url = route.request().url()
      if (new URL(url).hostname === '127.0.0.1') return route.continue()
      blockedExternal.push(url)
      return route.abort('blockedbyclient')
    })
    const bodies: Promise<{ kind: Kind; body: Buffer }>[] = []
    const tab = await context.newPage()
    // A redirect has no body to read: it still counts as a request.
    tab.on('response', (response) =>
      bodies.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) => ({ kind: kindOf(response), body })),
      ),
    )
    const answer = await tab.goto(baseUrl + page.url, { waitUntil: 'networkidle' })
    if (answer?.status() !== 200) throw new Error(`${page.url} answered ${answer?.status()}`)
    const text = (): TextTotals => ({ requests: 0, bytes: 0, gzipBytes: 0 })
    const binary = (): BinaryTotals => ({ requests: 0, bytes: 0 })
    const totals = { html: text(), css: text(), js: text(), images: binary(), fonts: binary(), other: binary() }
    const received = await Promise.all(bodies)
    for (const { kind, body } of received) {
      const entry: BinaryTotals & Partial<TextTotals> = totals[kind]
      entry.requests++
      entry.bytes += body.length
      if (entry.gzipBytes !== undefined) entry.gzipBytes += gzipSize(body)
    }
    const gzipBytes = totals.html.gzipBytes + totals.css.gzipBytes + totals.js.gzipBytes
    return { ...page, ...totals, gzipBytes, requests: received.length, blockedExternal }
  } finally {
    await context.close()
  }
}

/** Measures each page's first visit from the site at `baseUrl`, one after the other, in one Chromium. */
export async function pageWeights(baseUrl: string, pages: BenchPage[]): Promise<{ viewport: typeof pageWeightViewport; pages: PageWeight[] }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    const weights: PageWeight[] = []
    for (const page of pages) weights.push(await measurePage(browser, baseUrl, page))
    return { viewport: pageWeightViewport, pages: weights }
  } finally {
    await browser.close()
  }
}
