import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Blob, Face } from 'harfbuzzjs'
import { convert } from 'fontverter'
import { fallbackFontFace, fontCharacterRanges, fontUnicodeRange, isVariableWeightFont, subsetFontCss, subsetWoff2, textWeights } from './fontSubset'
import { fontHasCharacter } from '../tests/support/fontHasCharacter'

const require = createRequire(import.meta.url)
const fontsourceFile = (path: string) => require.resolve(`@fontsource${path.startsWith('inter') ? '-variable' : ''}/${path}`)

/** What a WOFF2 font holds: the code points it maps, its substitution and positioning features and its variation axes. */
async function fontContents(woff2: Buffer) {
  const face = new Face(new Blob(await convert(woff2, 'truetype')))
  return {
    codePoints: [...face.collectUnicodes()],
    features: [...face.getTableFeatureTags('GSUB'), ...face.getTableFeatureTags('GPOS')],
    axes: Object.values(face.getAxisInfos()),
  }
}

test('the unicode-range lists every range, single code points alone', () => {
  assert.is(fontUnicodeRange.split(', ').length, fontCharacterRanges.length)
  assert.ok(fontUnicodeRange.startsWith('U+0020-007E, U+00A0-00A1, '))
  assert.ok(fontUnicodeRange.includes(', U+2026'))
  for (const [first, last] of fontCharacterRanges) assert.ok(first <= last)
  for (let i = 1; i < fontCharacterRanges.length; i++) assert.ok(fontCharacterRanges[i]![0] > fontCharacterRanges[i - 1]![1] + 1, 'ranges apart')
})

test('the characters of the catalogs, the content and the country names are in the fonts’ ranges, other letters are not', () => {
  const written = ['locales/es-ES.po', 'content/news/tecnologia-de-ponta-para-o-brasil/index.pt-br.md'].map((file) => readFileSync(file, 'utf8'))
  for (const character of new Set([...written.join(''), ...'aZ09 ãçéñ¿¡º—“”’…Å\u00a0ÓÃÇ'])) {
    if (character >= ' ') assert.ok(fontHasCharacter(character), character)
  }
  for (const character of 'ŁЖα中😀ßØ') assert.not.ok(fontHasCharacter(character), character)
})

for (const font of ['inter/files/inter-latin-wght-normal.woff2', 'sora/files/sora-latin-700-normal.woff2']) {
  test(`${font}: smaller, with every glyph of the ranges the original had, and tabular figures`, async () => {
    const original = readFileSync(fontsourceFile(font))
    const subset = await subsetWoff2(original, isVariableWeightFont(font))
    assert.is(subset.subarray(0, 4).toString('latin1'), 'wOF2')
    assert.ok(subset.length < original.length * 0.9, `${subset.length} bytes against ${original.length}`)
    const before = await fontContents(original)
    const after = await fontContents(subset)
    const inRange = (code: number) => fontHasCharacter(String.fromCodePoint(code))
    assert.equal(after.codePoints, before.codePoints.filter(inRange))
    assert.ok(after.features.includes('kern'), after.features.join())
    assert.not.ok(after.features.includes('calt') || after.features.includes('ss01'), after.features.join())
    if (before.features.includes('tnum')) assert.ok(after.features.includes('tnum'))
    for (const feature of after.features) assert.ok(before.features.includes(feature), feature)
    if (before.axes.length)
      assert.equal(
        after.axes.map(({ tag, min, max }) => ({ tag, min, max })),
        [{ tag: 'wght', ...textWeights }],
      )
  })
}

test('the variable font keeps its weight axis, cut to the text’s weights; a static font is left without one', async () => {
  assert.ok(isVariableWeightFont('inter-latin-wght-normal.woff2'))
  assert.not.ok(isVariableWeightFont('sora-latin-700-normal.woff2'))
  const variable = await fontContents(readFileSync(fontsourceFile('inter/files/inter-latin-wght-normal.woff2')))
  assert.ok(variable.axes.some(({ tag, min, max }) => tag === 'wght' && min < textWeights.min && max > textWeights.max))
})

test('the stylesheet loads the subset only, and says which characters it holds', async () => {
  const cssFile = require.resolve('@fontsource/sora/latin-700.css')
  const asked: string[] = []
  const css = await subsetFontCss(readFileSync(cssFile, 'utf8'), cssFile, async (original) => {
    asked.push(original)
    return original.replace(/[\\/]@fontsource[\\/].*$/, '/.cache/tecto-fonts/sora-latin-700-normal.woff2')
  })
  assert.equal(asked, [fontsourceFile('sora/files/sora-latin-700-normal.woff2')])
  assert.match(css, "src: url(../../.cache/tecto-fonts/sora-latin-700-normal.woff2) format('woff2');")
  assert.not.match(css, '.woff)')
  assert.is(css.match(/unicode-range:/g)?.length, 1)
  assert.match(css, `unicode-range: ${fontUnicodeRange};\n}`)
  assert.match(css, 'font-weight: 700;')
  assert.match(css, 'font-display: optional;')
  assert.not.match(css, 'swap')
})

test('a variable font’s stylesheet keeps its Latin face alone, with the text’s weights', async () => {
  const cssFile = fontsourceFile('inter/wght.css')
  const original = readFileSync(cssFile, 'utf8')
  assert.ok((original.match(/@font-face/g)?.length ?? 0) > 3, 'the package has faces for other scripts')
  const asked: string[] = []
  const css = await subsetFontCss(original, cssFile, async (file) => {
    asked.push(file)
    return '/cache/inter-latin-wght-normal.woff2'
  })
  assert.equal(asked, [fontsourceFile('inter/files/inter-latin-wght-normal.woff2')])
  assert.is(css.match(/@font-face/g)?.length, 1)
  assert.match(css, `font-weight: ${textWeights.min} ${textWeights.max};`)
  assert.match(css, "format('woff2');")
  assert.match(css, 'font-display: optional;')
  assert.not.match(css, 'variations')
})

test('a stylesheet with a unicode-range of its own gets the subset’s instead', async () => {
  const css = await subsetFontCss(
    "@font-face{font-family:'Sora';src:url(./files/a.woff2) format('woff2');unicode-range:U+0000-00FF,U+0131}",
    '/x/y.css',
    async () => '/x/cache/a.woff2',
  )
  assert.is(css, `@font-face{font-family:'Sora';src: url(cache/a.woff2) format('woff2');\n  unicode-range: ${fontUnicodeRange};\n}`)
})

test('each font’s local fallback is Arial or its twins, scaled to the font’s own width and vertical metrics', async () => {
  const inter = await fallbackFontFace(fontsourceFile('inter/files/inter-latin-wght-normal.woff2'))
  const sora = await fallbackFontFace(fontsourceFile('sora/files/sora-latin-700-normal.woff2'))
  assert.match(inter, 'font-family: "Inter Fallback";')
  assert.match(sora, 'font-family: "Sora Fallback";')
  assert.match(inter, "src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Helvetica');")
  const sizeAdjust = (css: string) => Number(/size-adjust: ([\d.]+)%/.exec(css)?.[1])
  // Inter and Sora are wider than Arial; Sora, a display face, the more.
  assert.ok(sizeAdjust(inter) > 100 && sizeAdjust(sora) > sizeAdjust(inter), `${sizeAdjust(inter)} ${sizeAdjust(sora)}`)
  for (const css of [inter, sora]) assert.match(css, /ascent-override: [\d.]+%;\s*descent-override: [\d.]+%;\s*line-gap-override: 0%;/)
})

test.run()
