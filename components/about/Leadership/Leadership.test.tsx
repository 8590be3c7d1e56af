import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { executives } from '../../../data/executives'
import { createI18n } from '../../../locales/i18n'
import { render } from '../../../tests/render'
import { Leadership } from './Leadership'

test('the CEO and CTO show with their names and translated roles, in two languages', async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const i18n = await createI18n(locale)
    const { container, unmount } = await render(<Leadership />, { locale })
    const profiles = [...container.querySelectorAll('article')]
    assert.equal(
      profiles.map((p) => p.querySelector('h3')!.textContent),
      ['Rafael Moreira', 'Camila Duarte'],
      locale,
    )
    profiles.forEach((profile, i) => {
      const executive = executives[i]!
      assert.match(profile.textContent ?? '', i18n._(executive.role), `${locale} ${executive.id} role`)
      assert.match(profile.textContent ?? '', i18n._(executive.bio), `${locale} ${executive.id} bio`)
    })
    unmount()
  }
})

test('the roles are the CEO and the CTO', async () => {
  const { container, unmount } = await render(<Leadership />, { locale: 'en-us' })
  const text = container.textContent ?? ''
  assert.match(text, 'CEO Chief Executive Officer')
  assert.match(text, 'CTO Chief Technology Officer')
  unmount()
})

test('portraits are monogram images with size and an alt text naming the person and role', async () => {
  const { container, unmount } = await render(<Leadership />, { locale: 'en-us' })
  const images = [...container.querySelectorAll('img')]
  assert.equal(
    images.map((img) => img.getAttribute('alt')),
    ['Rafael Moreira, CEO of Tecto', 'Camila Duarte, CTO of Tecto'],
  )
  assert.equal(
    images.map((img) => img.getAttribute('src')),
    ['/images/team/rafael-moreira.svg', '/images/team/camila-duarte.svg'],
  )
  assert.ok(images.every((img) => img.getAttribute('width') && img.getAttribute('height')))
  unmount()
})

test.run()
