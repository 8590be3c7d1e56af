import { suite } from 'uvu'
import { localizePath } from '../../data/localePath'
import { paths, servicePath, newsPath } from '../../data/routes'
import { assertNoProblems, harness, viewports, type ViewportName } from './harness'

const test = suite('layout stability (no shift from fonts, images or the consent banner)')

/** One page of each kind, in the three languages between them. */
const urls = [
  localizePath('pt-br', paths.home),
  localizePath('en-us', paths.about),
  localizePath('es-es', servicePath('plataforma-web')),
  localizePath('en-us', paths.news),
  localizePath('pt-br', newsPath('tecnologia-de-ponta-para-o-brasil')),
  localizePath('es-es', paths.contact),
  localizePath('pt-br', paths.hire),
  localizePath('en-us', paths.ai),
  paths.iaNoticia,
]

// Records every layout shift from the first paint on (https://web.dev/articles/cls); playwright injects this before
// any script of the page, so the page's CSP does not apply.
const recordShifts = () => {
  const shifts: { value: number; sources: string[] }[] = []
  ;(window as unknown as { shifts: typeof shifts }).shifts = shifts
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
      if (entry.hadRecentInput) continue
      const sources = entry.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName)))
      shifts.push({ value: entry.value, sources })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

for (const url of urls) {
  for (const viewport of Object.keys(viewports) as ViewportName[]) {
    test(`${url} at ${viewport} width does not move once painted, banner included`, async () => {
      const site = await harness()
      const context = await site.browser.newContext({ viewport: viewports[viewport], isMobile: viewport === 'phone', hasTouch: viewport === 'phone' })
      try {
        // Other hosts are never reached from the tests (the harness does the same).
        await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
        const page = await context.newPage()
        await page.addInitScript(recordShifts)
        await page.goto(site.baseUrl + url, { waitUntil: 'networkidle' })
        await page.getByRole('button', { name: /^(Accept|Aceitar|Acepto)$/ }).waitFor()
        await page.waitForTimeout(300)
        const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts)
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
        // "Good" is under 0.1 (web.dev); we hold the pages to no visible shift at all.
        assertNoProblems(
          `${url} at ${viewport} width: cumulative layout shift ${total.toFixed(4)}`,
          total > 0.001 ? shifts.map((s) => `${s.value.toFixed(4)} ${s.sources.join(', ')}`) : [],
        )
      } finally {
        await context.close()
      }
    })
  }
}

test.run()
