import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { PurgeCSS } from 'purgecss'
import { listFiles } from '../shared/listFiles.ts'
import { islandKeys, type Manifest, manifestOf, reachableFiles } from './islandPreloads.ts'

const stylesheetLink = /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"/g

/**
 * Gives each page a stylesheet of its own, cut by PurgeCSS from the site's one (vite-plugins/siteStylesheet.ts) to the
 * rules whose classes are in the page's HTML or in a script the page may load (its islands' code, static and dynamic
 * imports: an open menu's or a form error's classes): a first paint then waits for about half the bytes. Pages that
 * keep the same rules share one file, named by its content's hash. The whole stylesheet stays: the lead server's form
 * pages, rendered again to answer a refused post (server/routes/renderFormPage.ts), link it.
 * https://purgecss.com/api.html
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
