// `npm test`: type check, the translation catalogs' check, unit tests, a production build, browser tests against that build.
// Each stage's results are counted; the last line is `N passed, M failed` (`, K skipped` if any).
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { buildApp } from '../server/app'
import { freePort } from '../testbed/freePort'
import { openTestLeadCapture } from './browser/testLeadCapture'
import { singleCheck, sumCounts, summaryLine, uvuCounts, type Counts, type Outcome } from './stageCounts'
import { projectRoot, testBuildEnv, testClientDir, testOutDir } from './testBuild'

const bin = (name: string) => join(projectRoot, 'node_modules', '.bin', name)

/**
 * Runs a command, showing its output as it comes and keeping a copy to read the results from.
 * A `quiet` command (the build: thousands of lines) shows its output only when it fails.
 */
function run(command: string, args: string[], { env = {}, quiet = false }: { env?: Record<string, string>; quiet?: boolean } = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Keep colours when a person watches; the parser strips them.
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
    })
    let output = ''
    const keep = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      if (!quiet) stream.write(chunk)
      output += chunk
    }
    child.stdout.on('data', keep(process.stdout))
    child.stderr.on('data', keep(process.stderr))
    let finished = false
    // A command that cannot start reports 'error' and may still report 'close'.
    const done = (code: number) => {
      if (finished) return
      finished = true
      if (quiet) console.log(code === 0 ? 'done' : output)
      resolve({ code, output })
    }
    child.on('error', (error) => ((output += String(error)), done(1)))
    child.on('close', (code) => done(code ?? 1))
  })
}

const results: { stage: string; counts: Counts }[] = []

/** Runs one stage and records its counts under a heading. */
async function stage(name: string, body: () => Promise<Counts>) {
  console.log(`\n━━ ${name} ━━`)
  const counts = await body()
  results.push({ stage: name, counts })
  return counts
}

await stage('type check (tsc --noEmit)', async () => singleCheck(await run(bin('tsc'), ['--noEmit'])))

// Missing, fuzzy or malformed translations, named by file, line and message (locales/tools/check.ts).
await stage('translation catalogs (npm run i18n:check)', async () => singleCheck(await run(bin('tsx'), ['locales/tools/check.ts'])))

await stage('unit tests', async () => uvuCounts(await run(bin('vite-node'), ['--config', 'vite.test.config.ts', 'tests/unit.ts'])))

const build = await stage(`production build into ${testOutDir}`, async () =>
  singleCheck(await run(bin('vike'), ['build'], { env: { ...testBuildEnv, TECTO_OUT_DIR: testOutDir }, quiet: true })),
)

await stage('browser tests', async () => {
  if (build.failed) {
    console.log('not run: the build failed')
    return { passed: 0, failed: 1, skipped: 0 }
  }
  // The forms' tests post real leads: the server stores them in a SQLite file the tests read (TECTO_LEAD_DB).
  // The port first: the lead capture takes the address as the site's origin, so leads record their page on it.
  const port = await freePort()
  const { capture, file } = await openTestLeadCapture(`http://127.0.0.1:${port}`)
  const app = await buildApp({ clientDir: testClientDir, leadCapture: capture })
  app.addHook('onClose', () => capture.close())
  await app.listen({ host: '127.0.0.1', port })
  try {
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const env = { TECTO_BASE_URL: baseUrl, TECTO_CLIENT_DIR: testClientDir, TECTO_LEAD_DB: file }
    return uvuCounts(await run(bin('tsx'), ['tests/browser/run.ts'], { env }))
  } finally {
    await app.close()
  }
})

const total = sumCounts(results.map((r) => r.counts))
console.log('\n━━ summary ━━')
for (const { stage: name, counts } of results) {
  console.log(`${counts.failed ? '✘' : '✔'} ${name}: ${counts.passed} passed, ${counts.failed} failed`)
}
console.log(`\n${summaryLine(total)}`)
process.exitCode = total.failed > 0 ? 1 : 0
