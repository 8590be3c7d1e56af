import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parse } from 'yaml'
import { projectRoot } from '../tests/testBuild'

// The workflows of .github/workflows/, read by action-validator (GitHub's workflow schema, a WebAssembly build in
// the package: nothing is fetched), and the order of the deploy workflow (docs/operating/pipeline.md).

const folder = join(projectRoot, '.github/workflows')
const workflows = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name))

/** action-validator's verdict on one file: its exit code and what it printed. */
function validate(file: string) {
  const { status, stdout, stderr } = spawnSync(join(projectRoot, 'node_modules/.bin/action-validator'), [file], { encoding: 'utf8' })
  return { status, output: stdout + stderr }
}

test('every workflow passes action-validator', () => {
  assert.ok(workflows.includes('deploy.yml'))
  for (const name of workflows) {
    const { status, output } = validate(join(folder, name))
    assert.is(status, 0, `${name}: ${output}`)
  }
})

test('action-validator refuses a workflow whose deploy waits for a job that does not exist', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tecto-workflow-'))
  try {
    const broken = join(dir, 'deploy.yml')
    writeFileSync(broken, readFileSync(join(folder, 'deploy.yml'), 'utf8').replace('needs: build', 'needs: biuld'))
    const { status, output } = validate(broken)
    assert.is(status, 1)
    assert.match(output, 'unresolved job biuld')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('the deploy runs only after the gate and the build, and the picture cache is restored after npm ci', () => {
  const { jobs } = parse(readFileSync(join(folder, 'deploy.yml'), 'utf8'))
  assert.is(jobs.deploy.needs, 'build')
  const steps = (jobs.build.steps as { run?: string; uses?: string }[]).map((step) => step.run ?? step.uses ?? '')
  const at = (text: string) => steps.findIndex((step) => step.includes(text))
  const positions = ['npm ci', 'actions/cache', 'npm run --silent check', 'npm run build', 'tar '].map(at)
  assert.ok(positions[0]! >= 0 && positions.every((position, index) => index === 0 || position > positions[index - 1]!), steps.join('\n'))
})

test.run()
