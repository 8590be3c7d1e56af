import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { gzipSync } from 'node:zlib'
import { editorFolder } from '../data/contentEditor.ts'
import { afterPrerender } from '../vite-plugins/afterPrerender.ts'
import { adminPage, manualInitScript } from './adminPage.ts'
import type { CmsBackend } from './cmsConfig.ts'
import { sourceTexts } from './sourceTexts.ts'

// The editor in the built site at /admin/, when the build has a git host (gitBackend.ts): static files, nothing on the
// lead server; `noindex`, and no public page or sitemap entry leads to it.

const root = fileURLToPath(new URL('..', import.meta.url))

/** Decap's bundle as the package ships it (decap-cms/dist): the script, the chunks it loads beside itself, their licences. */
const decapDist = dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'))
const decapFile = /^(decap-cms\.js|\d+\.decap-cms\.js|[0-9a-f]+\.wasm|decap-cms\.js\.LICENSE\.txt)$/

// Decap 3.16.3's right column calls an `onLocaleChange` it was never given (https://github.com/decaporg/decap-cms/issues/6307):
// the call is made optional. A Decap without that exact code stops `npm run cms` and the build (docs/content/editor.md).
const localeChange = { broken: 'this.props.onLocaleChange(e)', fixed: 'this.props.onLocaleChange?.(e)' }

/** Writes the editor's files into `dir`, all but its page: Decap's bundle (with the fix above), the editor's own script and stylesheet (vite.cms.config.ts), manual-init.js. */
export async function writeEditorFiles(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true })
  for (const file of readdirSync(decapDist).filter((name) => decapFile.test(name))) copyFileSync(join(decapDist, file), join(dir, file))
  const decap = readFileSync(join(decapDist, 'decap-cms.js'), 'utf8')
  if (decap.split(localeChange.broken).length !== 2)
    throw new Error(`${join(decapDist, 'decap-cms.js')} has changed: see whether cms/editorSite.ts still needs its fix`)
  writeFileSync(join(dir, 'decap-cms.js'), decap.replace(localeChange.broken, localeChange.fixed))
  writeFileSync(join(dir, 'manual-init.js'), manualInitScript)
  await build({ root, configFile: join(root, 'vite.cms.config.ts'), build: { outDir: dir } })
}

/** The build step: after every page is written and compressed, /admin/ into the built site, when the build has a git host for it. */
export const editorSite = (outDir: string, backend: CmsBackend | undefined) =>
  afterPrerender('content-editor', outDir, async (clientDir) => {
    if (!backend) return
    const adminDir = join(clientDir, editorFolder)
    await writeEditorFiles(adminDir)
    writeFileSync(join(adminDir, 'index.html'), adminPage(backend, sourceTexts(root)))
    // Gzip at its default level: a few megabytes few people load, not worth brotli's slow best (shared/encodedCopies.ts).
    for (const file of readdirSync(adminDir).filter((name) => /\.(js|css|html)$/.test(name)))
      writeFileSync(join(adminDir, `${file}.gz`), gzipSync(readFileSync(join(adminDir, file))))
  })
