// `npm run check`, the gate of the deploy, developers and `npm test` (docs/operating/pipeline.md): both checks of the current
// folder run to the end, so every error shows; it fails when either found one.
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
