import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { Plugin } from 'vite'
import { fallbackFontFace, isVariableWeightFont, subsetFontCss, subsetWoff2 } from './fontSubset.ts'

/** The @fontsource fonts subset (fontSubset.ts) with their fallbacks, cached in `node_modules/.cache/tecto-fonts/`, named by content hash. */
export function selfHostedFonts(): Plugin {
  let cacheDir = ''
  const subsets = new Map<string, Promise<string>>()
  async function writeSubset(original: string) {
    const target = join(cacheDir, basename(original))
    // Written whole, then renamed: a build running beside this one never reads half a file.
    const partial = `${target}.${process.pid}.partial`
    writeFileSync(partial, await subsetWoff2(readFileSync(original), isVariableWeightFont(original)))
    renameSync(partial, target)
    return target
  }
  // Each font once, however many stylesheets name it.
  const subsetFile = (original: string) => subsets.get(original) ?? subsets.set(original, writeSubset(original)).get(original)!
  return {
    name: 'tecto:self-hosted-fonts',
    enforce: 'pre',
    configResolved(config) {
      cacheDir = join(config.root, 'node_modules', '.cache', 'tecto-fonts')
      mkdirSync(cacheDir, { recursive: true })
    },
    async transform(code, id) {
      const file = id.split('?')[0]!
      if (!/[\\/]@fontsource(-variable)?[\\/].+\.css$/.test(file)) return
      const originals: string[] = []
      const css = await subsetFontCss(code, file, (original) => {
        originals.push(original)
        return subsetFile(original)
      })
      return { code: [css, ...(await Promise.all(originals.map(fallbackFontFace)))].join('\n'), map: null }
    },
  }
}
