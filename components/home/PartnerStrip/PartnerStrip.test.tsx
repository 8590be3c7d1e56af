import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { partners } from '../../../data/partners'
import { renderToDocument } from '../../../tests/render'
import { PartnerStrip } from './PartnerStrip'

test('18 logos drawn inline, each named, at its size', async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const root = await renderToDocument(<PartnerStrip />, { locale })
    const logos = [...root.querySelectorAll('li svg')]
    assert.is(logos.length, 18)
    assert.equal(
      logos.map((svg) => svg.querySelector('text')!.textContent),
      partners.map((p) => p.name),
    )
    assert.equal(
      logos.map((svg) => svg.getAttribute('aria-label')),
      partners.map((p) => ('alt' in p ? p.alt : p.name)),
    )
    for (const svg of logos) {
      assert.is(svg.getAttribute('role'), 'img')
      assert.ok(svg.getAttribute('aria-label')!.length > 0)
      assert.is(svg.getAttribute('viewBox'), '0 0 160 48')
      assert.is(svg.getAttribute('width'), '160')
      assert.is(svg.getAttribute('height'), '48')
    }
    assert.not.ok(root.querySelector('img'), 'no logo is a file of its own')
  }
})

test('the strip says honestly what the logos are', async () => {
  const root = await renderToDocument(<PartnerStrip />, { locale: 'en-us' })
  assert.is(root.querySelector('h2')!.textContent, 'Platforms and technologies we deliver on')
  assert.ok(root.querySelector('svg[aria-label="Amazon Web Services (AWS)"]'))
})

test.run()
