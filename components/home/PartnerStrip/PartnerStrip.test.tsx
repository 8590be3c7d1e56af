import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { partners } from '../../../data/partners'
import { createI18n } from '../../../locales/i18n'
import { renderToDocument } from '../../../tests/render'
import { PartnerStrip } from './PartnerStrip'

test('18 logos, each with translated alt text, its size and lazy loading', async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const i18n = await createI18n(locale)
    const root = await renderToDocument(<PartnerStrip />, { locale })
    const logos = [...root.querySelectorAll('li img')]
    assert.is(logos.length, 18)
    assert.equal(
      logos.map((img) => img.getAttribute('src')),
      partners.map((p) => p.img),
    )
    assert.equal(
      logos.map((img) => img.getAttribute('alt')),
      partners.map((p) => i18n._(p.alt)),
    )
    for (const img of logos) {
      assert.ok(img.getAttribute('alt')!.length > 0)
      assert.is(img.getAttribute('width'), '160')
      assert.is(img.getAttribute('height'), '48')
      assert.is(img.getAttribute('loading'), 'lazy')
    }
  }
})

test('the strip says honestly what the logos are', async () => {
  const root = await renderToDocument(<PartnerStrip />, { locale: 'en-us' })
  assert.is(root.querySelector('h2')!.textContent, 'Platforms and technologies we deliver on')
  assert.ok(root.querySelector('img[alt="Amazon Web Services (AWS)"]'))
})

test.run()
