import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { tempDir } from './tempDir'

/** The smallest stand-in for dist/client the server starts with: a home page and the 404 pages. */
export function fakeClientDir(outDir = tempDir('client')): string {
  const clientDir = join(outDir, 'client')
  const files = {
    'index.html': '<!doctype html><html lang="pt-BR"><body>home</body></html>',
    'pt-br/404/index.html': '<!doctype html><html lang="pt-BR"><body>Página não encontrada</body></html>',
    'en-us/404/index.html': '<!doctype html><html lang="en-US"><body>Page not found</body></html>',
  }
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(clientDir, file)), { recursive: true })
    writeFileSync(join(clientDir, file), content)
  }
  return clientDir
}
