import { mkdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { consentStorageKey } from '../../data/consent'
import { projectRoot } from '../testBuild'
import { harness, viewports } from './harness'

const test = suite('screenshots')

/** The pages the README shows, by file name; a page not built yet is skipped by name, never silently. */
const shots = [
  { name: 'home', path: '/pt-br' },
  { name: 'about', path: '/en-us/quem-somos' },
  { name: 'service', path: '/es-es/servicos/inteligencia-artificial' },
  { name: 'news-article', path: '/en-us/noticias/tecnologia-de-ponta-para-o-brasil' },
  { name: 'contact', path: '/pt-br/contato' },
] as const

const folder = join(projectRoot, 'docs', 'screenshots')

for (const shot of shots) {
  for (const viewport of ['desktop', 'phone'] as const) {
    test(`${shot.name} at ${viewport} width is captured for the README`, async () => {
      const site = await harness()
      const head = await fetch(site.baseUrl + shot.path, { method: 'HEAD' })
      if (head.status === 404) {
        console.log(`  (${shot.path} is not built yet: no screenshot)`)
        return
      }
      const context = await site.browser.newContext({ viewport: viewports[viewport], isMobile: viewport === 'phone' })
      // A visitor who already chose: the banner would hide the page.
      await context.addInitScript(([key]) => localStorage.setItem(key!, 'false'), [consentStorageKey])
      try {
        const page = await context.newPage()
        await page.goto(site.baseUrl + shot.path, { waitUntil: 'networkidle' })
        mkdirSync(folder, { recursive: true })
        const file = join(folder, `${shot.name}-${viewport}.png`)
        await page.screenshot({ path: file })
        assert.ok(statSync(file).size > 10_000, `${file} looks empty`)
      } finally {
        await context.close()
      }
    })
  }
}

test.run()
