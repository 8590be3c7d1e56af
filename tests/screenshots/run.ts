// `npm run screenshots`: refreshes the README's pictures (docs/screenshots/*.png) from the production build,
// which it makes first when it is missing or older than the sources, as `npm start` does. Tests never write
// tracked files, so this is a command of its own: run it after a change the pictures should show, and commit them.
import { mkdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { consentStorageKey } from '../../data/consent'
import { defaultClientDir } from '../../server/app'
import { buildDecision } from '../../server/buildIfStale'
import { runBuild } from '../../server/runBuild'
import { readSettings } from '../../server/settings'
import { startHarness, viewports } from '../browser/harness'
import { projectRoot } from '../testBuild'
import { screenshotPages } from './screenshotPages'

const clientDir = defaultClientDir(projectRoot, readSettings().outDir)
if (buildDecision(projectRoot, clientDir) === 'build') {
  console.log(`Building the site into ${clientDir}…`)
  const build = await runBuild(projectRoot, { clientDir }).done
  if (!build.ok) {
    console.error(build.output)
    throw new Error(`the build failed (${build.end}); its output is above`)
  }
}
process.env.TECTO_CLIENT_DIR = clientDir
const site = await startHarness()
const folder = join(projectRoot, 'docs', 'screenshots')
mkdirSync(folder, { recursive: true })
try {
  for (const shot of screenshotPages) {
    for (const viewport of ['desktop', 'phone'] as const) {
      const context = await site.browser.newContext({ viewport: viewports[viewport], isMobile: viewport === 'phone' })
      // A visitor who already chose: the banner would hide the page.
      await context.addInitScript(([key]) => localStorage.setItem(key!, 'false'), [consentStorageKey])
      try {
        const page = await context.newPage()
        const response = await page.goto(site.baseUrl + shot.path, { waitUntil: 'networkidle' })
        if (response?.status() !== 200) throw new Error(`${shot.path} answered ${response?.status()}: no screenshot of an error page`)
        const file = join(folder, `${shot.name}-${viewport}.png`)
        await page.screenshot({ path: file })
        console.log(`${file} (${Math.round(statSync(file).size / 1024)} KiB)`)
      } finally {
        await context.close()
      }
    }
  }
} finally {
  await site.close()
}
