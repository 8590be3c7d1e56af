import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import { fromFile } from '@capsizecss/unpack/fs'
import subsetFont from 'subset-font'
import { countryCodes, countryName } from '../data/countries.ts'
import { codeLocales } from '../data/locales.ts'
import { listFiles } from '../shared/listFiles.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Every character of the site's text: catalogs, content files and the forms' country names; a new text brings its letters. */
const writtenCharacters = [
  ...['locales', 'content'].flatMap((folder) =>
    listFiles(join(root, folder))
      .filter((file) => /\.(po|md)$/.test(file))
      .map((file) => readFileSync(join(root, folder, file), 'utf8')),
  ),
  ...codeLocales.flatMap(({ tag }) => countryCodes.map((code) => countryName(tag, code))),
].join('')

/** Basic Latin, the no-break space of number formats and the written characters with capitals; the rest of Latin-1 would cost 5 KiB a visit. */
const fontCharacters =
  String.fromCharCode(...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i), 0xa0) + writtenCharacters + writtenCharacters.toUpperCase()

/** The same characters as code point ranges, first and last; line breaks and tabs are no text to draw. */
export const fontCharacterRanges: readonly (readonly [number, number])[] = [...new Set([...fontCharacters].map((c) => c.codePointAt(0)!))]
  .filter((code) => code >= 0x20)
  .sort((a, b) => a - b)
  .reduce<[number, number][]>((ranges, code) => {
    const last = ranges.at(-1)
    if (last && last[1] === code - 1) last[1] = code
    else ranges.push([code, code])
    return ranges
  }, [])

/** Kerning, ligatures and tabular figures; the stylistic sets and alternates the text never needs go with their glyphs. */
const keptFeatures = ['kern', 'liga', 'clig', 'tnum']

/** The weights the text uses (body 400 to buttons 600): a variable font's axis is cut to them, a third fewer bytes. */
export const textWeights = { min: 400, max: 600 } as const

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0')

/** The ranges as a CSS `unicode-range`: the browser then asks these fonts for no other character. */
export const fontUnicodeRange = fontCharacterRanges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ')

/** Whether a font file is a variable one with a weight axis (@fontsource-variable names them `…-wght-…`). */
export const isVariableWeightFont = (file: string) => /-wght-/.test(file)

/** A WOFF2 font cut down to the site's characters and features, and a variable one to the text's weights. */
export const subsetWoff2 = (font: Buffer, variableWeight = false) =>
  subsetFont(font, fontCharacters, {
    targetFormat: 'woff2',
    keepFeatures: keptFeatures,
    ...(variableWeight ? { variationAxes: { wght: textWeights } } : {}),
  })

/** The Latin face of an @fontsource stylesheet's rules: the others (Cyrillic, Greek, Vietnamese, Latin Extended) go. */
const latinFaces = (css: string) =>
  css.replace(/\/\*[^*]*\*\/\s*@font-face\s*\{[^}]*\}/g, (rule) => (/-latin-(?!ext-)[a-z0-9-]*\.woff2/.test(rule) ? rule : '')).trim()

// An @fontsource stylesheet as its Latin face loading `subsetFile(original)`, with the subset's weights and range;
// `font-display: optional`, not `swap`: a late font would reflow the text (it is preloaded, so most visits have it).
export async function subsetFontCss(css: string, cssFile: string, subsetFile: (original: string) => Promise<string>): Promise<string> {
  let rewritten = latinFaces(css)
  const sources = [...rewritten.matchAll(/src:\s*url\(([^)]+\.woff2)\)\s*format\('woff2(?:-variations)?'\)[^;}]*/g)]
  for (const [declaration, url] of sources) {
    const subset = await subsetFile(join(dirname(cssFile), url!))
    rewritten = rewritten.replace(declaration, `src: url(${relative(dirname(cssFile), subset).replaceAll('\\', '/')}) format('woff2')`)
  }
  return rewritten
    .replace(/font-weight:\s*\d+\s+\d+/g, `font-weight: ${textWeights.min} ${textWeights.max}`)
    .replace(/font-display:\s*[a-z]+/g, 'font-display: optional')
    .replace(/\s*unicode-range:[^;}]*;?/g, '')
    .replace(/(@font-face\s*\{[^}]*?);?\s*\}/g, `$1;\n  unicode-range: ${fontUnicodeRange};\n}`)
}

/** The local fallback face (`<family> Fallback`), scaled by capsize to the font's metrics, so nothing moves when the font comes. */
export async function fallbackFontFace(fontFile: string): Promise<string> {
  const { fontFaces } = createFontStack([await fromFile(fontFile), arial])
  return fontFaces.replace("local('ArialMT')", "local('ArialMT'), local('Liberation Sans'), local('Helvetica')")
}
