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

/**
 * Every character the site's text is written in: the catalogs (locales/*.po), the content files (content/**) and the
 * country names the forms offer (data/countries.ts, from `Intl`), with their capitals, which `text-transform: uppercase`
 * draws (`PROTECCIÓN`). A new text brings its letters with it.
 */
const writtenCharacters = [
  ...['locales', 'content'].flatMap((folder) =>
    listFiles(join(root, folder))
      .filter((file) => /\.(po|md)$/.test(file))
      .map((file) => readFileSync(join(root, folder, file), 'utf8')),
  ),
  ...codeLocales.flatMap(({ tag }) => countryCodes.map((code) => countryName(tag, code))),
].join('')

/**
 * The characters the site's fonts keep: Basic Latin, the no-break space that number formats put in (`US$ 6 mi+`), and
 * the written ones; no others (the rest of Latin-1, Æ Ø Þ ß …, and their kerning would cost about 5 KiB on every first
 * visit). A character outside these is drawn in the fallback face: tests/browser/fontCoverage.browser.test.ts holds
 * every page's text to them.
 */
const fontCharacters =
  String.fromCharCode(...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i), 0xa0) + writtenCharacters + writtenCharacters.toUpperCase()

/** The same characters as code point ranges, first and last; the files' line breaks and tabs are no text to draw. */
export const fontCharacterRanges: readonly (readonly [number, number])[] = [...new Set([...fontCharacters].map((c) => c.codePointAt(0)!))]
  .filter((code) => code >= 0x20)
  .sort((a, b) => a - b)
  .reduce<[number, number][]>((ranges, code) => {
    const last = ranges.at(-1)
    if (last && last[1] === code - 1) last[1] = code
    else ranges.push([code, code])
    return ranges
  }, [])

/**
 * The OpenType features kept: kerning, standard ligatures and tabular figures (`font-variant-numeric: tabular-nums`).
 * Stylistic sets, character variants and contextual alternates (Inter's arrows from `->`, its raised colon between
 * digits), which the site's text never needs, are dropped with their glyphs: most of the bytes saved.
 */
const keptFeatures = ['kern', 'liga', 'clig', 'tnum']

/**
 * The weights the site's text uses of a variable font (body 400, labels 500, emphasis and buttons 600; bolder asks get
 * 600). Its weight axis is cut to them: a third fewer bytes than the whole axis, and one file in place of a file a weight.
 */
export const textWeights = { min: 400, max: 600 } as const

/** Whether a character is one the site's fonts draw. */
export const fontHasCharacter = (character: string) => {
  const code = character.codePointAt(0)!
  return fontCharacterRanges.some(([first, last]) => code >= first && code <= last)
}

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

/**
 * Rewrites an @fontsource stylesheet (`cssFile`, its text `css`) to load subset fonts: only its Latin face, whose WOFF2
 * source becomes the file `subsetFile(original)` returns, the WOFF fallback gone (every browser the build targets reads
 * WOFF2), a variable face's weights those of `textWeights`, and the `unicode-range` what the subset holds.
 * `font-display: optional` (@fontsource ships `swap`): the page is painted in the size-matched local fallback if a font
 * is not there within about 100 ms, and the font is used from the next page on; with `swap`, a font arriving after the
 * first paint (a slow network, a busy phone) would reflow the text. The fonts are preloaded, so most visits have them.
 */
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

/**
 * The local face a font's text is drawn in until the font arrives (and for good on a page where it misses `font-display:
 * optional`'s moment): Arial, or its metric twin Liberation Sans, or Helvetica, which capsize scales to the font's average
 * width and gives its ascent, descent and line gap, read from the font file. The text takes the same room in both faces,
 * so nothing moves when the font comes. Named `<family> Fallback`, as the theme's font stacks name it (components/theme/themeTokens.ts).
 * https://github.com/seek-oss/capsize#createfontstack
 */
export async function fallbackFontFace(fontFile: string): Promise<string> {
  const { fontFaces } = createFontStack([await fromFile(fontFile), arial])
  return fontFaces.replace("local('ArialMT')", "local('ArialMT'), local('Liberation Sans'), local('Helvetica')")
}
