import { existsSync, readFileSync, rmSync } from 'node:fs'
import { basename, join } from 'node:path'
import { afterPrerender } from './afterPrerender.ts'
import { encodedSuffixes } from '../shared/encodedCopies.ts'
import { listFiles } from '../shared/listFiles.ts'

const isScript = (file: string) => /\.m?js$/.test(file)

/**
 * The scripts of the client folder that a browser may load: those a page names (its entry `<script>`, its
 * `modulepreload`s), then every script one of those names, until nothing new turns up. A script counts as named when
 * its file name appears in the text: every name carries a content hash, so none appears by chance, and no way of
 * loading one is missed (a static or dynamic import, a worker's `new URL(…)`, the bundler's preload lists).
 */
export function scriptsInUse(clientDir: string, files = listFiles(clientDir)): Set<string> {
  const scripts = files.filter(isScript)
  const named = (file: string) => {
    const text = readFileSync(join(clientDir, file), 'utf8')
    return scripts.filter((script) => script !== file && text.includes(basename(script)))
  }
  const inUse = new Set<string>()
  const pending = files.filter((file) => file.endsWith('.html')).flatMap(named)
  for (let script = pending.pop(); script !== undefined; script = pending.pop()) {
    if (inUse.has(script)) continue
    inUse.add(script)
    pending.push(...named(script))
  }
  return inUse
}

/**
 * Removes the scripts no page loads, and returns them. vike writes a client entry per page and its own client router
 * (about 60 KB together) although our pages load only `renderer/+client.ts` and the islands' chunks
 * (renderer/+config.ts): left in place they would be deployed, precompressed and served to nobody.
 */
export function removeUnusedScripts(clientDir: string): string[] {
  const files = listFiles(clientDir)
  const inUse = scriptsInUse(clientDir, files)
  const unused = files.filter((file) => isScript(file) && !inUse.has(file))
  for (const file of unused) {
    for (const suffix of ['', ...encodedSuffixes]) {
      if (existsSync(join(clientDir, file + suffix))) rmSync(join(clientDir, file + suffix))
    }
  }
  return unused
}

/** After the island preloads (the last step that adds script tags), before the precompression. */
export const unusedScripts = (outDir: string) => afterPrerender('unused-scripts', outDir, removeUnusedScripts)
