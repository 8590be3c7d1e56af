import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { Plugin } from 'vite'
import { optionalFontDisplay } from './fontDisplay.ts'
import { subsetFontCss, subsetWoff2 } from './fontSubset.ts'

/**
 * The self-hosted fonts (@fontsource's Latin stylesheets, imported by components/theme/fonts.ts), as the site serves
 * them: `font-display: optional` (fontDisplay.ts) and each file subset to the characters and features the site uses
 * (fontSubset.ts), about a quarter fewer bytes preloaded on every page. The subsets are written to
 * `node_modules/.cache/tecto-fonts/` and the stylesheet points at them, so the build names each by the hash of the
 * subset's own bytes: a change of ranges or features gives new file names, and no browser keeps a stale copy.
 */
export function selfHostedFonts(): Plugin {
  let cacheDir = ''
  const subsets = new Map<string, Promise<string>>()
  const subsetFile = (original: string) => {
    if (!subsets.has(original)) {
      subsets.set(
        original,
        (async () => {
          const target = join(cacheDir, basename(original))
          // Written whole, then renamed: a build running beside this one never reads half a file.
          const partial = `${target}.${process.pid}.partial`
          writeFileSync(partial, await subsetWoff2(readFileSync(original)))
          renameSync(partial, target)
          return target
        })(),
      )
    }
    return subsets.get(original)!
  }
  return {
    name: 'tecto:self-hosted-fonts',
    enforce: 'pre',
    configResolved(config) {
      cacheDir = join(config.root, 'node_modules', '.cache', 'tecto-fonts')
      mkdirSync(cacheDir, { recursive: true })
    },
    async transform(code, id) {
      const file = id.split('?')[0]!
      if (!/[\\/]@fontsource[\\/].+\.css$/.test(file)) return
      return { code: optionalFontDisplay(await subsetFontCss(code, file, subsetFile)), map: null }
    },
  }
}
