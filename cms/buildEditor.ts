import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Builds the editor's `editor.js`, `editor.css` and their chunks (vite.cms.config.ts) into `outDir`. */
export async function buildEditor(outDir: string): Promise<void> {
  await build({ root, configFile: fileURLToPath(new URL('../vite.cms.config.ts', import.meta.url)), build: { outDir } })
}
