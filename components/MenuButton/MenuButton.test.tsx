import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { renderToHtml } from '../../tests/render'
import { MenuButton } from './MenuButton'

test('the menu button names itself and tells whether its menu is open', async () => {
  const closed = await renderToHtml(<MenuButton expanded={false} controls="menu" label="Menu" />)
  assert.match(closed, 'aria-expanded="false"')
  assert.match(closed, 'aria-controls="menu"')
  assert.match(closed, 'aria-label="Menu"')
  assert.match(closed, 'M4 7h16')
  const open = await renderToHtml(<MenuButton expanded controls="menu" label="Menú" />)
  assert.match(open, 'aria-expanded="true"')
  assert.match(open, 'aria-label="Menú"')
  assert.match(open, 'M6 6l12 12')
})

test.run()
