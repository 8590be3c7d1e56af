// `npm run check`: the gate that the deploy workflow, a developer and `npm test` run alike (docs/operating/pipeline.md).
// It runs the catalogs' check and the content check in the current folder, each to the end so that every error shows,
// and fails when either found one. What is only to do before launch (company facts, stale translations) is listed,
// never fatal.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'

const checks = [
  { name: 'translation catalogs (npm run i18n:check)', command: 'tsx', args: ['locales/tools/check.ts'] },
  { name: 'content (npm run content:check)', command: 'vite-node', args: ['--config', 'vite.test.config.ts', 'scripts/contentCheck.ts'] },
]

const failed = checks.filter(({ name, command, args }) => {
  console.log(`── ${name}`)
  const { status } = spawnSync(join('node_modules', '.bin', command), args, { stdio: 'inherit' })
  console.log()
  return status !== 0
})
console.log(failed.length ? `✘ npm run check: fix the ${failed.map(({ name }) => name).join(' and the ')} above.` : '✔ npm run check passes.')
process.exitCode = failed.length ? 1 : 0
