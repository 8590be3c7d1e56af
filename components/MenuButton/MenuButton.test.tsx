import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { renderToDocument } from '../../tests/render'
import { MenuButton } from './MenuButton'

/** The rendered button, parsed. */
async function button(expanded: boolean, locale: 'en-us' | 'es-es' = 'en-us') {
  const root = await renderToDocument(<MenuButton expanded={expanded} controls="menu" />, { locale })
  return root.querySelector('button')!
}

test('the menu button names itself in the page language and tells whether its menu is open', async () => {
  const closed = await button(false)
  assert.equal([closed.getAttribute('aria-expanded'), closed.getAttribute('aria-controls'), closed.getAttribute('aria-label')], ['false', 'menu', 'Menu'])
  const open = await button(true, 'es-es')
  assert.equal([open.getAttribute('aria-expanded'), open.getAttribute('aria-label')], ['true', 'Menú'])
})

test('its icon is decoration: hidden from screen readers, and it changes when the menu opens', async () => {
  const [closed, open] = [await button(false), await button(true)]
  for (const icon of [closed.querySelector('svg')!, open.querySelector('svg')!]) assert.is(icon.getAttribute('aria-hidden'), 'true')
  assert.is.not(closed.querySelector('svg')!.innerHTML, open.querySelector('svg')!.innerHTML)
  assert.is(closed.textContent, '', 'its name comes from aria-label alone')
})

test.run()
