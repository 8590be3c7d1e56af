import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterPrerender } from './afterPrerender.ts'
import { listFiles } from '../shared/listFiles.ts'

/** What the client build's manifest (vike writes it to `<outDir>/assets.json`) says about one chunk. */
type ManifestChunk = { file: string; imports?: string[] }
type Manifest = Record<string, ManifestChunk>

/** The chunk files of `key` and of everything it imports statically, each once. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || seen.has(chunk.file)) return seen
  seen.add(chunk.file)
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, seen)
  return seen
}

/**
 * The `<link rel="modulepreload">` tags a page needs: the client entry's chunks and those of the islands it hydrates
 * at once, minus any it has. Islands marked `data-hydrate="visible"` load their code only when scrolled near.
 */
export function preloadTags(html: string, manifest: Manifest, entryKey = 'renderer/+client.ts'): string {
  const keys = Object.keys(manifest)
  const files = chunkFiles(manifest, entryKey)
  for (const [, attributes] of html.matchAll(/<tecto-island ([^>]*)>/g)) {
    const name = /data-island="([^"]+)"/.exec(attributes!)?.[1]
    if (!name || attributes!.includes('data-hydrate="visible"')) continue
    const key = keys.find((candidate) => candidate.endsWith(`/${name}.island.tsx`))
    if (key) chunkFiles(manifest, key, files)
  }
  return [...files]
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
 * what paints the page. Runs before precompress.ts.
 */
export const islandPreloads = (outDir: string) =>
  afterPrerender('island-preloads', outDir, (clientDir) => {
    const manifestFile = join(outDir, 'assets.json')
    if (!existsSync(manifestFile)) return
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
    for (const file of listFiles(clientDir).filter((name) => name.endsWith('.html'))) {
      const path = join(clientDir, file)
      const html = readFileSync(path, 'utf8')
      const tags = preloadTags(html, manifest)
      const withTags = tags ? html.replace('</head>', `  ${tags}\n  </head>`) : html
      writeFileSync(path, lowPriorityEntry(withTags))
    }
  })
