import { dirname, join, relative } from 'node:path'
import subsetFont from 'subset-font'

/**
 * The characters the site's fonts keep, as code point ranges: what Portuguese, English and Spanish text needs
 * (accented letters, ¿ ¡ ª º), typographic punctuation, the euro and trademark signs. A character outside these is
 * drawn in the fallback face: tests/browser/fontCoverage.browser.test.ts holds every page's text to this list.
 * (Combining accents are left out: their placement data would cost 4 KiB a font, and keyboards type accented letters
 * whole.)
 */
export const fontCharacterRanges: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1 Supplement
  [0x2000, 0x206f], // General Punctuation: dashes, curly quotes, ellipsis, bullets
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2212, 0x2212], // minus sign
]

/**
 * The OpenType features kept: those browsers apply to text by default (composition, kerning, ligatures, contextual
 * alternates, mark placement) and tabular figures (`font-variant-numeric: tabular-nums`). Stylistic sets and
 * character variants, which the site never turns on, are dropped with their glyphs: most of the bytes saved.
 */
const keptFeatures = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'tnum']

/** Whether a character is one the site's fonts draw. */
export const fontHasCharacter = (character: string) => {
  const code = character.codePointAt(0)!
  return fontCharacterRanges.some(([first, last]) => code >= first && code <= last)
}

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0')

/** The ranges as a CSS `unicode-range`: the browser then asks these fonts for no other character. */
export const fontUnicodeRange = fontCharacterRanges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ')

/** The ranges' characters as one string, the form subset-font takes. */
const fontCharacters = fontCharacterRanges
  .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)))
  .join('')

/** A WOFF2 font cut down to the site's characters and features. */
export const subsetWoff2 = (font: Buffer) => subsetFont(font, fontCharacters, { targetFormat: 'woff2', keepFeatures: keptFeatures })

/**
 * Rewrites an @fontsource stylesheet (`cssFile`, its text `css`) to load subset fonts: each WOFF2 source becomes the
 * file `subsetFile(original)` returns, the WOFF fallback goes (every browser the build targets reads WOFF2), and the
 * `unicode-range` says what the subset holds.
 */
export async function subsetFontCss(css: string, cssFile: string, subsetFile: (original: string) => Promise<string>): Promise<string> {
  const sources = [...css.matchAll(/src:\s*url\(([^)]+\.woff2)\)\s*format\('woff2'\)[^;}]*/g)]
  let rewritten = css
  for (const [declaration, url] of sources) {
    const subset = await subsetFile(join(dirname(cssFile), url!))
    rewritten = rewritten.replace(declaration, `src: url(${relative(dirname(cssFile), subset).replaceAll('\\', '/')}) format('woff2')`)
  }
  return rewritten.replace(/\s*unicode-range:[^;}]*;?/g, '').replace(/(@font-face\s*\{[^}]*?);?\s*\}/g, `$1;\n  unicode-range: ${fontUnicodeRange};\n}`)
}
