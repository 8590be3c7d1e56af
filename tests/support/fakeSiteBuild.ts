import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { precompressDir } from '../../vite-plugins/precompress'

/** A page of the fake build: its language and a marker to tell pages apart. */
const page = (lang: string, marker: string) => `<!doctype html><html lang="${lang}"><body>${marker}</body></html>`

/** A tiny stand-in for dist/client, shaped like vike's prerendered output. */
export const fakeSiteFiles: Record<string, string> = {
  'index.html': page('pt-BR', 'home pt-br (unprefixed)'),
  'pt-br/index.html': page('pt-BR', 'home pt-br'),
  'en-us/index.html': page('en-US', 'home en-us'),
  'en-us/quem-somos/index.html': page('en-US', 'about en-us'),
  'quem-somos/index.html': page('pt-BR', 'about pt-br (unprefixed)'),
  'pt-br/404/index.html': page('pt-BR', 'Página não encontrada'),
  'en-us/404/index.html': page('en-US', 'Page not found'),
  'es-es/404/index.html': page('es-ES', 'Página no encontrada'),
  'assets/entries/entry.Ab12Cd34.js': 'console.log("entry");'.repeat(200),
  'images/team/ana.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
}

/**
 * Writes the fake build into a new temporary folder, with its `.br` and `.gz` copies, and a file beside the folder
 * that no URL may ever reach. Returns the folder and how to remove it all.
 */
export async function writeFakeSiteBuild(): Promise<{ clientDir: string; remove(): void }> {
  const clientDir = mkdtempSync(join(tmpdir(), 'tecto-server-test-'))
  for (const [file, content] of Object.entries(fakeSiteFiles)) {
    mkdirSync(dirname(join(clientDir, file)), { recursive: true })
    writeFileSync(join(clientDir, file), content)
  }
  // The build's last step: `.br` and `.gz` copies beside the text files.
  await precompressDir(clientDir)
  // Outside the client folder: no URL may ever reach it.
  writeFileSync(join(clientDir, '..', 'tecto-secret.txt'), 'secret')
  return {
    clientDir,
    remove() {
      rmSync(clientDir, { recursive: true, force: true })
      rmSync(join(clientDir, '..', 'tecto-secret.txt'), { force: true })
    },
  }
}
