import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { svgAttributeName } from './svgAttributeNames'

test('presentation attributes written React’s way get their SVG names', () => {
  const names = { strokeWidth: 'stroke-width', stopColor: 'stop-color', fontWeight: 'font-weight', fillRule: 'fill-rule', strokeLinecap: 'stroke-linecap' }
  for (const [react, svg] of Object.entries(names)) assert.is(svgAttributeName(react), svg)
})

test('SVG’s own camelCase attributes and every other prop stay as written', () => {
  for (const name of ['viewBox', 'textLength', 'clipPathUnits', 'markerWidth', 'className', 'fill', 'stroke', 'd', 'onClick', 'aria-hidden']) {
    assert.is(svgAttributeName(name), name)
  }
})

test.run()
