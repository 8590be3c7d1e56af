// `npm test`: side by side, the type check, the linter, the catalogs' and content's check, the unit tests and a
// production build; the browser tests against that build as soon as it is done; last, alone, the dev server's browser
// tests. Each stage's results are counted; the last line is `N passed, M failed` (`, K skipped` if any).
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { buildApp } from '../server/app'
import { freePort } from '../testbed/freePort'
import { openTestLeadCapture } from './browser/testLeadCapture'
import { runCommand } from './runCommand'
import { singleCheck, sumCounts, summaryLine, uvuCounts, type Counts } from './stageCounts'
import { projectRoot, testBuildEnv, testClientDir, testOutDir } from './testBuild'

const bin = (name: string) => join(projectRoot, 'node_modules', '.bin', name)

const results: { stage: string; counts: Counts }[] = []

/** What `git status` says of the working tree, or undefined outside a git checkout (an unpacked archive). */
function treeStatus(): string | undefined {
  try {
    return execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: projectRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  } catch {
    return undefined
  }
}
const treeBefore = treeStatus()

/** Records a finished stage under its heading. */
function report(name: string, counts: Counts, output?: string) {
  console.log(`\n━━ ${name} ━━`)
  if (output !== undefined) process.stdout.write(output)
  results.push({ stage: name, counts })
  return counts
}

/**
 * The stages that need nothing but the sources. They run at once: the type check and the linter are mostly one core
 * each, the unit tests mostly wait, and the build is over in seconds. Each prints its output when it ends, so two
 * stages never interleave; the build's thousands of lines only when it fails.
 */
const sideBySide = [
  { name: 'type check (tsc --noEmit)', command: [bin('tsc'), '--noEmit'], count: singleCheck },
  { name: 'lint and format (npm run lint)', command: [bin('biome'), 'check', '.'], count: singleCheck },
  // The deploy's gate (scripts/check.ts): catalog and content errors, named by file; company facts listed, not fatal.
  { name: 'catalogs and content (npm run check)', command: [bin('tsx'), 'scripts/check.ts'], count: singleCheck },
  { name: 'unit tests', command: [bin('vite-node'), '--config', 'vite.test.config.ts', 'tests/unit.ts'], count: uvuCounts },
  {
    name: `production build into ${testOutDir}`,
    command: [bin('vike'), 'build'],
    env: { ...testBuildEnv, TECTO_OUT_DIR: testOutDir },
    count: singleCheck,
    showOnlyOnFailure: true,
  },
]
type Stage = (typeof sideBySide)[number]

/** Runs a stage and reports it when it ends; resolves to its counts. */
async function runStage({ name, command: [command, ...args], env, count, showOnlyOnFailure }: Stage): Promise<Counts> {
  const outcome = await runCommand(command!, args, { env })
  const counts = count(outcome)
  return report(name, counts, showOnlyOnFailure && !counts.failed ? 'done\n' : outcome.output)
}

/**
 * Serves the test build with a test lead API and runs browser test files on it (`filter`: tests/browser/run.ts's).
 * The forms' tests post real leads: the server stores them in a SQLite file the tests read (TECTO_LEAD_DB).
 */
async function runBrowserTests(name: string, filter: string, stream: boolean | Promise<unknown>) {
  // The port first: the lead capture takes the address as the site's origin, so leads record their page on it.
  const port = await freePort()
  const { capture, file } = await openTestLeadCapture(`http://127.0.0.1:${port}`)
  const app = await buildApp({ clientDir: testClientDir, leadCapture: capture })
  app.addHook('onClose', () => capture.close())
  await app.listen({ host: '127.0.0.1', port })
  try {
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const env = { TECTO_BASE_URL: baseUrl, TECTO_CLIENT_DIR: testClientDir, TECTO_LEAD_DB: file }
    const outcome = await runCommand(bin('tsx'), ['tests/browser/run.ts', filter], { env, stream })
    results.push({ stage: name, counts: uvuCounts(outcome) })
  } finally {
    await app.close()
  }
}

// The browser tests need the build alone: they start as soon as it is done, beside the stages still running (the
// unit tests mostly wait). Their output shows once those stages have shown theirs.
const buildStage = sideBySide.find(({ name }) => name.startsWith('production build'))!
console.log(`Running side by side: ${sideBySide.map((stage) => stage.name).join(', ')}; then the browser tests, once the build is done…`)
const sourceStages = Promise.all(sideBySide.filter((stage) => stage !== buildStage).map(runStage))
const browserStage = runStage(buildStage).then(async (built) => {
  if (built.failed) {
    await sourceStages
    report('browser tests', { passed: 0, failed: 1, skipped: 0 }, 'not run: the build failed\n')
    return false
  }
  const shown = sourceStages.then(() => console.log('\n━━ browser tests ━━'))
  await runBrowserTests('browser tests', '!devServer', shown)
  return true
})
await sourceStages
if (await browserStage) {
  // The dev server's tests edit source files (and put them back): they run alone, once nothing else reads the sources.
  console.log('\n━━ browser tests of the dev server ━━')
  await runBrowserTests('browser tests of the dev server', 'devServer', true)
}

// Tests write only to temporary folders and ignored paths (.builds/): a tracked or new file changed by a run is a bug.
const treeAfter = treeStatus()
if (treeBefore !== undefined) {
  const lines = (status: string | undefined) => new Set(status?.split('\n').filter(Boolean))
  const before = lines(treeBefore)
  const changed = [...lines(treeAfter)].filter((line) => !before.has(line))
  const unchanged = treeAfter === treeBefore
  report(
    'the tests leave the tree as they found it',
    { passed: unchanged ? 1 : 0, failed: unchanged ? 0 : 1, skipped: 0 },
    unchanged ? 'git status is as before\n' : `git status changed during the run:\n${changed.join('\n')}\n`,
  )
}

const total = sumCounts(results.map((r) => r.counts))
console.log('\n━━ summary ━━')
for (const { stage: name, counts } of results) {
  console.log(`${counts.failed ? '✘' : '✔'} ${name}: ${counts.passed} passed, ${counts.failed} failed`)
}
console.log(`\n${summaryLine(total)}`)
process.exitCode = total.failed > 0 ? 1 : 0
