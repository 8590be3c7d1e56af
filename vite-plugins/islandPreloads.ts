import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { listFiles } from '../shared/listFiles.ts'

/** What the client build's manifest (vike writes it to `<outDir>/assets.json`) says about one chunk. */
type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] }
export type Manifest = Record<string, ManifestChunk>

export const manifestOf = (outDir: string): Manifest => JSON.parse(readFileSync(join(outDir, 'assets.json'), 'utf8'))

/**
 * The manifest keys of the client entry and of the islands a page holds; with `all`, also those it hydrates only when
 * scrolled near (`data-hydrate="visible"`).
 */
export function islandKeys(html: string, manifest: Manifest, all = false): string[] {
  const keys = Object.keys(manifest)
  const islands = [...html.matchAll(/<tecto-island ([^>]*)>/g)].flatMap(([, attributes]) => {
    const name = /data-island="([^"]+)"/.exec(attributes!)?.[1]
    if (!name || (!all && attributes!.includes('data-hydrate="visible"'))) return []
    return keys.filter((key) => key.endsWith(`/${name}.island.tsx`))
  })
  return ['renderer/+client.ts', ...islands]
}

/** The files of the chunks `keys` and of everything they import statically (and dynamically, with `dynamicImports`), each once. */
export function reachableFiles(manifest: Manifest, keys: string[], follow?: 'dynamicImports', files = new Set<string>()): Set<string> {
  for (const chunk of keys.map((key) => manifest[key])) {
    if (!chunk || files.has(chunk.file)) continue
    files.add(chunk.file)
    reachableFiles(manifest, [...(chunk.imports ?? []), ...((follow && chunk[follow]) ?? [])], follow, files)
  }
  return files
}

/**
 * The `<link rel="modulepreload">` tags a page needs: the client entry's chunks and those of the islands it hydrates
 * at once, minus any it has. Islands marked `data-hydrate="visible"` load their code only when scrolled near.
 */
export function preloadTags(html: string, manifest: Manifest): string {
  return [...reachableFiles(manifest, islandKeys(html, manifest))]
    .map((file) => `/${file}`)
    .filter((href) => !html.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low">`)
    .join('\n    ')
}

/**
 * Gives the client entry's `<script type="module">` a low fetch priority, like the preloads above. A page is whole
 * HTML before any script runs (the islands only add behaviour), so on a slow link the stylesheet, the fonts and the
 * largest image should not share the bandwidth with code: the browser fetches them first and the scripts right after.
 */
export function lowPriorityEntry(html: string): string {
  return html.replace(/<script (?=[^>]*\btype="module")(?=[^>]*\bsrc=)(?![^>]*\bfetchpriority=)([^>]*)>/g, '<script $1 fetchpriority="low">')
}

/**
 * Announces in each page's head the chunks its islands load (renderer/islands): the browser fetches them in
 * parallel with the entry instead of after it, so islands add no round trips; all of them at low priority, after
 * what paints the page.
 */
export function islandPreloads(clientDir: string, outDir: string) {
  const manifest = manifestOf(outDir)
  for (const file of listFiles(clientDir).filter((name) => name.endsWith('.html'))) {
    const path = join(clientDir, file)
    const html = readFileSync(path, 'utf8')
    const tags = preloadTags(html, manifest)
    writeFileSync(path, lowPriorityEntry(tags ? html.replace('</head>', `  ${tags}\n  </head>`) : html))
  }
}
