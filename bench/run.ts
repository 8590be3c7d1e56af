// `npm run bench`: builds the site into .builds/bench, measures it (first-visit weight, Lighthouse,
// static requests per second against nginx, lead throughput), prints a table and writes
// bench/results.json. A missing tool skips only its figures, marked "not measured".
import { rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runBuild } from '../server/runBuild'
import type { BenchResults } from './benchResults'
import { chromiumMissing, chromiumVersion } from './chromium'
import { leadThroughput } from './leadThroughput'
import { mailBurst } from './mailBurst'
import { lighthouseScores } from './lighthouse'
import { attempt, notMeasured } from './outcome'
import { startOurServer } from './ourServer'
import { lighthousePageNames, pageTypes } from './pageTypes'
import { pageWeights } from './pageWeight'
import { staticThroughput } from './staticThroughput'
import { formatResults } from './table'

const root = fileURLToPath(new URL('..', import.meta.url))
const outDir = join('.builds', 'bench')
const clientDir = join(root, outDir, 'client')
const resultsFile = join(root, 'bench', 'results.json')

const date = new Date().toISOString()
const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model.trim() ?? 'unknown', loadAverageAtStart: loadavg() }

console.log(`Building the site into ${outDir}…`)
// A clean folder, so the time is that of a build from nothing but node_modules. Production settings without tracking
// ids (no tag manager, no pixel) and without the domain redirects, which would send the pages on 127.0.0.1 away.
rmSync(join(root, outDir), { recursive: true, force: true })
const noTracking = { VITE_GTM_IDS: '', VITE_META_PIXEL_ID: '', VITE_BR_HOST: '', VITE_INTL_HOST: '' }
const build = await runBuild(root, { env: { ...process.env, ...noTracking, NODE_ENV: 'production', TECTO_OUT_DIR: outDir } }).done
if (!build.ok) {
  console.error(`vike build failed (${build.end}):\n${build.output}`)
  process.exit(1)
}
const types = pageTypes(clientDir)
const chromiumAbsent = chromiumMissing()

const server = await startOurServer(clientDir)
let measuredWithServer: Pick<BenchResults, 'pageWeight' | 'lighthouse' | 'staticThroughput'>
try {
  console.log(`Measuring first visits of ${types.pages.length} pages in Chromium…`)
  const pageWeight = chromiumAbsent ? notMeasured(chromiumAbsent) : await attempt('page weight', () => pageWeights(server.url, types.pages))
  const scored = types.pages.filter((page) => lighthousePageNames.includes(page.name))
  console.log(`Running Lighthouse (mobile) on ${scored.map((page) => page.name).join(', ')}…`)
  const lighthouse = chromiumAbsent ? notMeasured(chromiumAbsent) : await attempt('Lighthouse', () => lighthouseScores(server.url, scored))
  console.log('Loading a static page on our server, then on nginx…')
  measuredWithServer = { pageWeight, lighthouse, staticThroughput: await staticThroughput(server.url, clientDir) }
} finally {
  await server.stop()
}

console.log('Posting leads to the SQLite and PostgreSQL stores…')
const leads = await attempt('lead throughput', async () => ({ stores: await leadThroughput(clientDir, { seconds: 10, concurrency: 16 }) }))

console.log('Mailing a burst of 1,000 leads through a local SMTP server…')
const mail = await attempt('mail burst', () => mailBurst(1000))

const results: BenchResults = {
  date,
  versions: { node: process.version, chromium: chromiumVersion() },
  machine,
  build: { seconds: build.seconds, outDir },
  pageTypes: types,
  ...measuredWithServer,
  leadThroughput: leads,
  mailBurst: mail,
}
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`)
console.log(`\n${formatResults(results)}\n\nWritten to bench/results.json`)

const outcomes = [
  results.pageWeight,
  results.lighthouse,
  results.staticThroughput.ours,
  results.staticThroughput.nginx,
  results.leadThroughput,
  results.mailBurst,
]
process.exitCode = outcomes.some((outcome) => outcome.status === 'failed') ? 1 : 0
