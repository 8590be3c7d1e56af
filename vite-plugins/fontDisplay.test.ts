import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { optionalFontDisplay } from './fontDisplay'

test('every @font-face of the fonts the site loads becomes font-display: optional', () => {
  const require = createRequire(import.meta.url)
  for (const file of ['@fontsource-variable/inter/wght.css', '@fontsource/sora/latin-700.css']) {
    const css = readFileSync(require.resolve(file), 'utf8')
    assert.match(css, /font-display: swap/, `${file} ships swap`)
    const rewritten = optionalFontDisplay(css)
    assert.not.match(rewritten, /font-display: swap/)
    assert.is(rewritten.match(/font-display: optional/g)?.length, css.match(/font-display:/g)?.length)
  }
})

test('nothing else in the rule changes', () => {
  assert.is(
    optionalFontDisplay("@font-face{font-family:'Inter';font-display:swap;src:url(a.woff2)}"),
    "@font-face{font-family:'Inter';font-display: optional;src:url(a.woff2)}",
  )
})

test.run()
