import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { listFiles } from '../../shared/listFiles'
import { fontHasCharacter } from '../support/fontHasCharacter'
import { assertNoProblems, withPage, siteClientDir } from './harness'
import { siteFontsDrawn, swapInSiteFonts } from './siteFonts'

// The site's fonts are subset to the characters of its three languages (vite-plugins/fontSubset.ts): a character outside
// them would be drawn in another face, in the middle of a word or a heading.
const test = suite('fonts (subset to the site’s characters)')

/**
 * The decorative arrows of "read more" links and cards: no Latin file of the fonts has them, so the system's face
 * draws them, as it did before the subset.
 */
const drawnBySystemFont = new Set(['←', '→'])

/** Every string inside a JSON value: an island's props and its translated messages. */
const jsonStrings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(jsonStrings) : []

/** What a built page can show: its text, its placeholders and every message its islands carry. */
function pageTexts(html: string): string[] {
  const islandData = [...html.matchAll(/<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap(([, json]) => jsonStrings(JSON.parse(json!)))
  const placeholders = [...html.matchAll(/\splaceholder="([^"]*)"/g)].map(([, text]) => text!)
  const text = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ')
  return [text, ...placeholders, ...islandData].map((part) =>
    part.replace(/&#(x?)([0-9a-f]+);/gi, (_, isHex, code) => String.fromCodePoint(parseInt(code, isHex ? 16 : 10))),
  )
}

test('every character of every built page is one the fonts draw', () => {
  const clientDir = siteClientDir()
  const pages = listFiles(clientDir).filter((file) => file.endsWith('.html'))
  assert.ok(pages.length > 50, `${pages.length} pages`)
  const problems = new Set<string>()
  for (const file of pages) {
    for (const character of pageTexts(readFileSync(join(clientDir, file), 'utf8')).join('')) {
      if (/\s/.test(character) || fontHasCharacter(character) || drawnBySystemFont.has(character)) continue
      problems.add(`${file}: ${character} (U+${character.codePointAt(0)!.toString(16).toUpperCase()})`)
    }
  }
  assertNoProblems('characters the fonts lack:', [...problems])
})

test('in Chromium, headings and text are drawn in the site’s fonts, accents and punctuation included', () =>
  withPage('/es-es/contato', { beforeLoad: swapInSiteFonts }, async ({ page, response }) => {
    assert.is(response?.status(), 200)
    await siteFontsDrawn(page)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'h1, h2, h3, p, label, button, a' })
    const problems: string[] = []
    const faces = new Set<string>()
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
      const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId })
      const textOnly = outerHTML.replace(/<[^>]+>/g, '')
      const arrows = [...textOnly].filter((character) => drawnBySystemFont.has(character)).length
      for (const font of fonts) {
        // The family as the font file names it: `Inter`, `Inter SemiBold`, `Sora`.
        if (font.isCustomFont) faces.add(font.familyName.split(' ')[0]!)
        else if (font.glyphCount > arrows) problems.push(`${font.glyphCount} glyphs in ${font.familyName}: ${textOnly.trim().slice(0, 60)}`)
      }
    }
    assert.ok(nodeIds.length > 20, `${nodeIds.length} elements`)
    assert.equal([...faces].sort(), ['Inter', 'Sora'])
    assertNoProblems('text drawn in a system face:', problems)
  }))

test.run()
