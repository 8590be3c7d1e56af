// Runs every `*.test.ts(x)` next to the code through vite-node, so components get the
// app's transforms (Lingui macros, vanilla-extract, PO imports). uvu must be deferred,
// or a suite's run() under vite-node exits having run nothing.
import { GlobalRegistrator } from '@happy-dom/global-registrator'

const globals = globalThis as { UVU_DEFER?: number; UVU_QUEUE?: unknown[][]; UVU_INDEX?: number }
globals.UVU_DEFER = 1
globals.UVU_QUEUE = []

GlobalRegistrator.register({ url: 'http://127.0.0.1/pt-br' })

const testFiles = import.meta.glob([
  '../{components,data,renderer,pages,locales,server,shared,testbed,tests,bench,vite-plugins,scripts,cms}/**/*.test.{ts,tsx}',
  '!**/*.browser.test.*',
])
const filter = process.argv[2]

const { exec } = await import('uvu')
let index = 0
for (const [key, load] of Object.entries(testFiles)) {
  // Vite names files relative to this one: `../server/app.test.ts`, `./stageCounts.test.ts`.
  const file = key.startsWith('./') ? `tests/${key.slice(2)}` : key.replace('../', '')
  if (filter && !file.includes(filter)) continue
  globals.UVU_QUEUE.push([file])
  globals.UVU_INDEX = index++
  await load()
}
await exec()
await GlobalRegistrator.unregister()
