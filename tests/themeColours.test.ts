import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fileURLToPath } from 'node:url'
import { repositorySources } from './folderRules'

const root = fileURLToPath(new URL('..', import.meta.url))

// A colour written as #hex, rgb(), rgba(), hsl() or hsla(); `translucent()` builds rgba() from the theme's channels.
const literalColour = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/i

/** The stylesheets of the components, but the theme itself, where the palette is defined. */
const stylesheets = () =>
  repositorySources(root).filter(({ path }) => path.startsWith('components/') && path.endsWith('.css.ts') && !path.startsWith('components/theme/'))

test('every colour of the components’ stylesheets comes from the theme', () => {
  const sheets = stylesheets()
  assert.ok(sheets.length > 30, `read the stylesheets (${sheets.length})`)
  const literals = sheets.flatMap(({ path, text }) =>
    text
      .split('\n')
      .map((line, index) => ({ line: line.replace(/\/\/.*$|\/\*.*?\*\//g, ''), number: index + 1 }))
      .filter(({ line }) => literalColour.test(line))
      .map(({ line, number }) => `${path}:${number}: ${line.trim()}`),
  )
  assert.equal(literals, [], `\n${literals.join('\n')}\n(use vars.color.* or translucent() from components/theme)`)
})

test.run()
