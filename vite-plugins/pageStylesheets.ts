import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { PurgeCSS } from 'purgecss'
import { listFiles } from '../shared/listFiles.ts'
import { islandKeys, type Manifest, manifestOf, reachableFiles } from './islandPreloads.ts'

const stylesheetLink = /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"/g

/**
 * Gives each page a stylesheet cut by PurgeCSS to the rules its HTML or its islands' code use: half the bytes before a first
 * paint. The whole one stays for the lead server's form pages. https://purgecss.com/api.html
 */
export async function pageStylesheets(clientDir: string, outDir: string) {
  const manifest: Manifest = manifestOf(outDir)
  const files = listFiles(clientDir)
  const text = (file: string) => readFileSync(join(clientDir, file), 'utf8')
  for (const page of files.filter((file) => file.endsWith('.html'))) {
    let html = text(page)
    const scripts = [...reachableFiles(manifest, islandKeys(html, manifest, true), 'dynamicImports')]
    const content = [{ raw: html, extension: 'html' }, ...scripts.map((script) => ({ raw: text(script), extension: 'js' }))]
    for (const [, sheet] of html.matchAll(stylesheetLink)) {
      if (!files.includes(sheet!)) continue
      const { css } = (await new PurgeCSS().purge({ content, css: [{ raw: text(sheet!) }] }))[0]!
      const own = join(dirname(sheet!), `page.${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`)
      writeFileSync(join(clientDir, own), css)
      html = html.replace(`href="/${sheet}"`, `href="/${own}"`)
    }
    writeFileSync(join(clientDir, page), html)
  }
}
