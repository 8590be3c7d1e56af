import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { PurgeCSS } from 'purgecss'
import { listFiles } from '../shared/listFiles.ts'

/** What the client build's manifest (vike writes it to `<outDir>/assets.json`) says about each chunk. */
type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>

const stylesheetLink = /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"/g

/** The manifest keys of the client entry and of a page's islands; with `all`, also those hydrated when scrolled near. */
function islandKeys(html: string, manifest: Manifest, all = false): string[] {
  const keys = Object.keys(manifest)
  const islands = [...html.matchAll(/<tecto-island ([^>]*)>/g)].flatMap(([, attributes]) => {
    const name = /data-island="([^"]+)"/.exec(attributes!)?.[1]
    if (!name || (!all && attributes!.includes('data-hydrate="visible"'))) return []
    return keys.filter((key) => key.endsWith(`/${name}.island.tsx`))
  })
  return ['renderer/+client.ts', ...islands]
}

/** The files of the chunks `keys` and of everything they import statically (and dynamically, with `dynamicImports`), each once. */
function reachableFiles(manifest: Manifest, keys: string[], follow?: 'dynamicImports', files = new Set<string>()): Set<string> {
  for (const chunk of keys.map((key) => manifest[key])) {
    if (!chunk || files.has(chunk.file)) continue
    files.add(chunk.file)
    reachableFiles(manifest, [...(chunk.imports ?? []), ...((follow && chunk[follow]) ?? [])], follow, files)
  }
  return files
}

/** The modulepreload tags of the entry's and the at-once islands' chunks the page lacks (`data-hydrate="visible"` ones wait). */
export function preloadTags(html: string, manifest: Manifest): string {
  return [...reachableFiles(manifest, islandKeys(html, manifest))]
    .map((file) => `/${file}`)
    .filter((href) => !html.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low">`)
    .join('\n    ')
}

/** Gives the entry script a low fetch priority: the page is whole without it, so stylesheet, fonts and largest image come first. */
export function lowPriorityEntry(html: string): string {
  return html.replace(/<script (?=[^>]*\btype="module")(?=[^>]*\bsrc=)(?![^>]*\bfetchpriority=)([^>]*)>/g, '<script $1 fetchpriority="low">')
}

/**
 * Each page gets a stylesheet cut by PurgeCSS to the rules its HTML and islands use (half the bytes before a first paint;
 * the whole one stays for the lead server's form pages), and low-priority preloads of the chunks its islands load at once.
 */
export async function pageAssets(clientDir: string, outDir: string) {
  const manifest: Manifest = JSON.parse(readFileSync(join(outDir, 'assets.json'), 'utf8'))
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
    const tags = preloadTags(html, manifest)
    writeFileSync(join(clientDir, page), lowPriorityEntry(tags ? html.replace('</head>', `  ${tags}\n  </head>`) : html))
  }
}
