import { suite } from 'uvu'
import { harness, viewports } from './harness'

const test = suite('layoutloop')
const recordShifts = `(() => {
  const shifts = []
  window.shifts = shifts
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue
      const sources = entry.sources.map((s) => {
        const n = s.node
        const name = n instanceof Element ? n.tagName.toLowerCase() + '.' + n.className : String(n && n.nodeName)
        const r = (x) => [x.x, x.y, x.width, x.height].map(Math.round).join(',')
        return name + ' ' + r(s.previousRect) + ' -> ' + r(s.currentRect)
      })
      shifts.push({ t: Math.round(entry.startTime), value: entry.value, sources })
    }
  }).observe({ type: 'layout-shift', buffered: true })
})()`
const url = process.env.URL ?? '/en-us/noticias'
let shifted = 0
for (let round = 0; round < Number(process.env.ROUNDS ?? 10); round++) {
  test(`r${round}`, async () => {
    const site = await harness()
    const context = await site.browser.newContext({ viewport: viewports.desktop })
    try {
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
      const page = await context.newPage()
      await page.addInitScript(recordShifts)
      const rate = Number(process.env.THROTTLE ?? 0)
      if (rate) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate })
      await page.goto(site.baseUrl + url, { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: /^(Accept|Aceitar|Acepto)$/ }).waitFor()
      await page.waitForTimeout(300)
      const shifts = await page.evaluate('window.shifts') as { value: number }[]
      const total = shifts.reduce((s, x) => s + x.value, 0)
      if (total > 0.001) { shifted++; console.log(`SHIFT r${round} ${total.toFixed(4)} ` + JSON.stringify(shifts)) }
    } finally {
      await context.close()
    }
  })
}
test.after(() => console.log(`SHIFTED ${shifted} of ${process.env.ROUNDS ?? 10}`))
test.run()
