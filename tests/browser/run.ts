// `npm run test:browser`: runs every tests/browser/*.browser.test.ts in one uvu run, sharing
// one server and one Chromium (harness.ts). uvu must be deferred, as in tests/unit.ts.
import { readdirSync } from 'node:fs'
import { closeHarness } from './harness'

const globals = globalThis as { UVU_DEFER?: number; UVU_QUEUE?: unknown[][]; UVU_INDEX?: number }
globals.UVU_DEFER = 1
globals.UVU_QUEUE = []

// A substring of the file names to run, or `!substring` for all but those.
const filter = process.argv[2] ?? ''
const excluded = filter.startsWith('!')
const wanted = (file: string) => !filter || file.includes(filter.replace(/^!/, '')) !== excluded
const files = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.browser.test.ts'))
  .sort()

const { exec } = await import('uvu')
let index = 0
for (const file of files) {
  if (!wanted(file)) continue
  globals.UVU_QUEUE.push([`tests/browser/${file}`])
  globals.UVU_INDEX = index++
  await import(`./${file}`)
}
try {
  await exec()
} finally {
  await closeHarness()
}
