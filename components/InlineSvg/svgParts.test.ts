import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { svgParts } from './svgParts'

const flag = `<svg xmlns="http://www.w3.org/2000/svg" width="20" viewBox="0 0 20 14">
  <!-- drawn by hand -->
  <defs><path id="s" d="M0 0h1v1z"/><pattern id="p"><use href="#s" x="2"/></pattern></defs>
  <path fill="url(#p)" d="M0 0h20v14H0z"/>
</svg>`

test('the viewBox and the drawing, without comments or the space between tags', () => {
  assert.equal(svgParts(flag), {
    viewBox: '0 0 20 14',
    body: '<defs><path id="s" d="M0 0h1v1z"/><pattern id="p"><use href="#s" x="2"/></pattern></defs><path fill="url(#p)" d="M0 0h20v14H0z"/>',
  })
})

test('with a prefix, every id and every reference to one carry it', () => {
  const { body } = svgParts(flag, 'flag-us-')
  assert.match(body, '<path id="flag-us-s"')
  assert.match(body, '<pattern id="flag-us-p"><use href="#flag-us-s"')
  assert.match(body, 'fill="url(#flag-us-p)"')
  assert.not.match(body, /"#?[sp]"|#p\)/)
})

test('text keeps its own spaces', () => {
  const { body } = svgParts('<svg viewBox="0 0 160 48"><text x="80">Microsoft Azure</text></svg>')
  assert.is(body, '<text x="80">Microsoft Azure</text>')
})

test('a file without a viewBox is refused, since its size could not follow the page', () => {
  assert.throws(() => svgParts('<svg width="20" height="14"></svg>'), /viewBox/)
})

test.run()
