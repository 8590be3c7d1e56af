import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { listFiles } from '../shared/listFiles.ts'

/** What the client build's manifest (vike writes it to `<outDir>/assets.json`) says about one chunk. */
type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] }
export type Manifest = Record<string, ManifestChunk>

export const manifestOf = (outDir: string): Manifest => JSON.parse(readFileSync(join(outDir, 'assets.json'), 'utf8'))

/** The manifest keys of the client entry and of a page's islands; with `all`, also those hydrated when scrolled near. */
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

/** Preloads in each page's head the chunks its islands load (renderer/islands), at low priority: no extra round trips. */
export function islandPreloads(clientDir: string, outDir: string) {
  const manifest = manifestOf(outDir)
  for (const file of listFiles(clientDir).filter((name) => name.endsWith('.html'))) {
    const path = join(clientDir, file)
    const html = readFileSync(path, 'utf8')
    const tags = preloadTags(html, manifest)
    writeFileSync(path, lowPriorityEntry(tags ? html.replace('</head>', `  ${tags}\n  </head>`) : html))
  }
}
