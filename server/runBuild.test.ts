import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { tempDir } from '../tests/support/tempDir'
import { runBuild } from './runBuild'

// Stand-ins for `vike build`: small Node scripts that print, write the build's index.html, fail or hang.
const node = (script: string) => [process.execPath, '-e', script]
const root = tempDir('run-build')
const clientDir = join(root, 'client')
const marker = join(clientDir, 'index.html')
mkdirSync(clientDir, { recursive: true })

/** A previous build's index.html, an hour old. */
function previousBuild() {
  writeFileSync(marker, 'previous')
  const hourAgo = new Date(Date.now() - 3600_000)
  utimesSync(marker, hourAgo, hourAgo)
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

test('a build that succeeds: its output is kept for the caller, its index.html stays', async () => {
  const run = await runBuild(root, {
    clientDir,
    command: node(`for (let i = 0; i < 200; i++) console.log('file ' + i); require('fs').writeFileSync(${JSON.stringify(marker)}, 'new')`),
  }).done
  assert.equal([run.ok, run.end], [true, ''])
  assert.match(run.output, 'file 199')
  assert.is(readFileSync(marker, 'utf8'), 'new')
})

test('a build that fails says how, keeps what it printed on both streams, and takes back the index.html it wrote', async () => {
  previousBuild()
  const run = await runBuild(root, {
    clientDir,
    command: node(
      `console.log('transforming'); require('fs').writeFileSync(${JSON.stringify(marker)}, 'half'); console.error('Error: VITE_GTM_IDS is wrong'); process.exit(2)`,
    ),
  }).done
  assert.equal([run.ok, run.end], [false, 'exit code 2'])
  assert.match(run.output, /transforming[\s\S]*Error: VITE_GTM_IDS is wrong/)
  assert.not.ok(existsSync(marker), 'the next start must not take the half-made build for a fresh one')
})

test("a failed build leaves a previous build's index.html alone", async () => {
  previousBuild()
  const run = await runBuild(root, { clientDir, command: node('process.exit(1)') }).done
  assert.is(run.ok, false)
  assert.is(readFileSync(marker, 'utf8'), 'previous')
})

test('stop() ends a build at once: its process is gone when `done` settles', async () => {
  const pidFile = join(root, 'build.pid')
  const build = runBuild(root, {
    clientDir,
    command: node(`require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)`),
  })
  while (!existsSync(pidFile) || !readFileSync(pidFile, 'utf8')) await new Promise((resolve) => setTimeout(resolve, 20))
  const pid = Number(readFileSync(pidFile, 'utf8'))
  try {
    build.stop()
    const late = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 5000).unref())
    const run = await Promise.race([build.done, late])
    assert.ok(run !== 'still running', 'the build still ran 5 s after stop()')
    assert.equal([run.ok, run.end], [false, 'stopped by SIGKILL'])
    assert.not.ok(isRunning(pid))
  } finally {
    // Should stop() fail, the stand-in must not outlive the test.
    if (isRunning(pid)) process.kill(pid, 'SIGKILL')
  }
})

test('a build that cannot start is a failed build, with the reason', async () => {
  const run = await runBuild(root, { command: [join(root, 'no-such-vike'), 'build'] }).done
  assert.is(run.ok, false)
  assert.match(run.end, /could not start .*no-such-vike: .*ENOENT/)
})

test.run()
