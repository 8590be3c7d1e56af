// `npm run bench` (docs/performance.md): builds the site into .builds/bench, measures it, prints a table per
// measurement and writes bench/results.json. A missing tool skips only its figures, marked "not measured".
import { execFileSync } from 'node:child_process'
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runBuild } from '../server/runBuild'
import { chromiumPath } from '../testbed/chromium'
import { leadThroughput } from './leadThroughput'
import { lighthouseScores } from './lighthouse'
import { mailBurst } from './mailBurst'
import { nginxMissing, nginxThroughput } from './nginx'
import { lighthousePageNames, pageTypes } from './pageTypes'
import { pageWeights } from './pageWeight'
import { photoArticleCount, photoArticles } from './photoArticles'
import { startOurServer } from './servers'
import { serverThroughput, staticLoad } from './staticThroughput'
import { formatResults, type Outcome, photoArticlesSection } from './table'

/** One measurement, skipped when a tool is `missing` (said at once); an error fails it alone, so the others are still taken. */
async function attempt<T extends object>(what: string, measure: () => Promise<T>, missing?: string): Promise<Outcome<T>> {
  if (missing) {
    console.log(`  not measured: ${missing}`)
    return { status: 'not measured', reason: missing }
  }
  try {
    return { status: 'measured', ...(await measure()) }
  } catch (error) {
    console.error(`  ${what} failed:`, error)
    return { status: 'failed', error: error instanceof Error ? error.message : String(error) }
  }
}

const root = fileURLToPath(new URL('..', import.meta.url))
const outDir = join('.builds', 'bench')
const clientDir = join(root, outDir, 'client')
const date = new Date().toISOString()
const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model.trim() ?? 'unknown', loadAverageAtStart: loadavg() }

/** The pipeline's times with photo articles (bench/photoArticles.ts), the longest measurement: last, or alone. */
async function measurePhotoArticles() {
  console.log(`Checking and building a copy of the project with ${photoArticleCount} photo articles, then one more…`)
  return attempt('photo articles', () => photoArticles(root))
}
if (process.argv[2] === 'photo-articles') {
  const photos = await measurePhotoArticles()
  console.log(`\n${photoArticlesSection(photos)}`)
  process.exit(photos.status === 'measured' && photos.withinLimits ? 0 : 1)
}

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
const chromiumMissing = existsSync(chromiumPath)
  ? undefined
  : `Chromium not found at ${chromiumPath}; install it with: apt-get update && apt-get install -y chromium`

const server = await startOurServer(clientDir)
const measuredWithServer = await (async () => {
  console.log(`Measuring first visits of ${types.pages.length} pages in Chromium…`)
  const pageWeight = await attempt('page weight', () => pageWeights(server.url, types.pages), chromiumMissing)
  const scored = types.pages.filter((page) => lighthousePageNames.includes(page.name))
  console.log(`Running Lighthouse (mobile) on ${scored.map((page) => page.name).join(', ')}…`)
  const lighthouse = await attempt('Lighthouse', () => lighthouseScores(server.url, scored), chromiumMissing)
  console.log('Loading a static page on our server, then on nginx…')
  const ours = await attempt('our server', () => serverThroughput(server.url))
  const nginx = await attempt('nginx', () => nginxThroughput(clientDir), nginxMissing)
  const oursPerNginx =
    ours.status === 'measured' && nginx.status === 'measured' ? Math.round((ours.requestsPerSecond / nginx.requestsPerSecond) * 100) / 100 : null
  return { pageWeight, lighthouse, staticThroughput: { ...staticLoad, ours, nginx, oursPerNginx } }
})().finally(server.stop)

console.log('Posting leads to the SQLite and PostgreSQL stores…')
const leads = await attempt('lead throughput', () => leadThroughput(clientDir))
console.log('Mailing a burst of 1,000 leads through a local SMTP server…')
const mail = await attempt('mail burst', () => mailBurst(1000))
const photos = await measurePhotoArticles()

// Debian's launcher script prints a harmless shell warning on stderr: stdout only.
const version = chromiumMissing ? '' : execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
const results = {
  date,
  versions: { node: process.version, chromium: /\d+(\.\d+)+/.exec(version)?.[0] ?? null },
  machine,
  build: { seconds: build.seconds, outDir },
  pageTypes: types,
  ...measuredWithServer,
  leadThroughput: leads,
  mailBurst: mail,
  photoArticles: photos,
}
/** Every figure of one run, with what it ran on (the load average says how busy the machine was): bench/results.json. */
export type BenchResults = typeof results
writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`)
console.log(`\n${formatResults(results)}\n\nWritten to bench/results.json`)
const { pageWeight, lighthouse, staticThroughput } = results
const failed = [pageWeight, lighthouse, staticThroughput.ours, staticThroughput.nginx, leads, mail, photos].some((outcome) => outcome.status === 'failed')
process.exitCode = failed || (photos.status === 'measured' && !photos.withinLimits) ? 1 : 0
