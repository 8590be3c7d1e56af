import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync } from 'node:fs'
import { basename, join } from 'node:path'
import { afterPrerender } from './afterPrerender.ts'
import { encodedSuffixes } from '../shared/encodedCopies.ts'
import { listFiles } from '../shared/listFiles.ts'

const isScript = (file: string) => /\.m?js$/.test(file)

/**
 * What names which script in the client folder: for a file (a page or a script), the scripts whose file names appear
 * in its text, each file read once. Every script's name carries a content hash, so none appears by chance, and no way
 * of loading one is missed (a static or dynamic import, a worker's `new URL(…)`, the bundler's preload lists).
 */
export function scriptLinks(clientDir: string, files = listFiles(clientDir)): (file: string) => string[] {
  const scripts = files.filter(isScript)
  const links = new Map<string, string[]>()
  return (file) => {
    if (!links.has(file)) {
      const text = readFileSync(join(clientDir, file), 'utf8')
      links.set(
        file,
        scripts.filter((script) => script !== file && text.includes(basename(script))),
      )
    }
    return links.get(file)!
  }
}

/** The scripts a browser may load from the files `from`: those they name, then those these name, and so on. */
export function scriptsReachable(links: (file: string) => string[], from: string[]): Set<string> {
  const reached = new Set<string>()
  const pending = from.flatMap(links)
  for (let script = pending.pop(); script !== undefined; script = pending.pop()) {
    if (reached.has(script)) continue
    reached.add(script)
    pending.push(...links(script))
  }
  return reached
}

/**
 * The scripts of the client folder that a browser may load: those a page names (its entry `<script>`, its
 * `modulepreload`s), then every script one of those names, until nothing new turns up.
 */
export function scriptsInUse(clientDir: string, files = listFiles(clientDir)): Set<string> {
  return scriptsReachable(
    scriptLinks(clientDir, files),
    files.filter((file) => file.endsWith('.html')),
  )
}

/**
 * Removes the scripts no page loads, and returns them, and the folders that leaves empty. vike writes a client entry per page and its own client router
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
  removeEmptyFolders(clientDir)
  return unused
}

/**
 * Removes the folders left empty under `dir`, deepest first: vike's `.vite` (its manifest moves to `assets.json`), a
 * folder whose scripts all went. An empty folder deploys as nothing but noise, and `dir` itself stays.
 */
export function removeEmptyFolders(dir: string, folder = dir): void {
  for (const entry of readdirSync(folder, { withFileTypes: true })) if (entry.isDirectory()) removeEmptyFolders(dir, join(folder, entry.name))
  if (folder !== dir && readdirSync(folder).length === 0) rmdirSync(folder)
}

/** After the island preloads (the last step that adds script tags), before the precompression. */
export const unusedScripts = (outDir: string) => afterPrerender('unused-scripts', outDir, removeUnusedScripts)
