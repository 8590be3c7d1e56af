import { chromium } from 'playwright-core'
import { chromiumFlags, chromiumPath } from '../testbed/chromium'
import { startOurServer } from './ourServer'
const server = await startOurServer(process.argv[2]!)
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
const pages = (process.argv[3] ?? '/pt-br,/pt-br/servicos/inteligencia-artificial,/pt-br/noticias/conheca-os-courserians-rafael-moreira,/pt-br/contato').split(
  ',',
)
for (const url of pages) {
  for (const vp of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const ctx = await browser.newContext({ viewport: vp })
    const tab = await ctx.newPage()
    const reqs: import("playwright-core").Request[] = []
    tab.on('requestfinished', (r) => reqs.push(r))
    await tab.goto(server.url + url, { waitUntil: 'networkidle' })
    const rows: Record<string, { n: number; b: number }> = {}
    const enc = new Set<string>()
    for (const r of reqs) {
      const s = await r.sizes()
      const resp = await r.response()
      enc.add(resp?.headers()['content-encoding'] ?? '-')
      const t = r.resourceType()
      rows[t] ??= { n: 0, b: 0 }
      rows[t].n++
      rows[t].b += s.responseBodySize
      if (process.env.V) console.log('   ', t, s.responseBodySize, r.url().replace(server.url, ''))
    }
    const total = Object.values(rows).reduce((a, r) => a + r.b, 0)
    console.log(
      url,
      vp.width,
      reqs.length,
      'req',
      (total / 1024).toFixed(1),
      'KiB',
      [...enc].join('/'),
      Object.entries(rows)
        .map(([k, v]) => `${k}:${v.n}/${(v.b / 1024).toFixed(1)}`)
        .join(' '),
    )
    await ctx.close()
  }
}
await browser.close()
await server.stop()
