import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { focusRing } from './focusRing'
import { vars } from './theme.css'
import { themeTokens } from './themeTokens'

// WCAG 2.2's relative luminance and contrast ratio (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance).
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const { focus, focusHalo, ...others } = themeTokens.color
// Every other colour of the theme may be behind a focused element (a band, a card, a button, a chip, text), and so
// may every stop of its gradients (the header's bar, the dark bands).
const backgrounds: [name: string, colour: string][] = [
  ...Object.entries(others),
  ...Object.entries(themeTokens.gradient).flatMap(([name, gradient]) =>
    (gradient.match(/#[0-9a-f]{6}/gi) ?? []).map((stop): [string, string] => [`${name} ${stop}`, stop]),
  ),
]

test('the focus ring stands out at least 3:1 from every background of the theme, by its dark ring or by its halo', () => {
  assert.ok(backgrounds.length > 12)
  for (const [name, background] of backgrounds) {
    const best = Math.max(contrast(focus, background), contrast(focusHalo, background))
    assert.ok(best >= 3, `${name} (${background}): ${best.toFixed(2)}:1`)
  }
})

test('the ring and its halo differ at least 3:1 from each other, so the ring reads as a ring on either', () => {
  assert.ok(contrast(focus, focusHalo) >= 3)
})

test('the ring draws both tones', () => {
  assert.ok(focusRing.outline.includes(vars.color.focus))
  assert.ok(focusRing.boxShadow.includes(vars.color.focusHalo))
})

test.run()
