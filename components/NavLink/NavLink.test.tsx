import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { renderToHtml } from '../../tests/render'
import { NavLink } from './NavLink'

test('a menu link is localized and marks the page it points to as current', async () => {
  const about = await renderToHtml(<NavLink href="/quem-somos">About</NavLink>, { locale: 'en-us', urlPathname: '/en-us/quem-somos/' })
  assert.is(about, '<a href="/en-us/quem-somos" aria-current="page">About</a>')
  const home = await renderToHtml(<NavLink href="/">Home</NavLink>, { locale: 'es-es', urlPathname: '/es-es/quem-somos' })
  assert.is(home, '<a href="/es-es">Home</a>')
})

test('the home link is current on the home page only', async () => {
  const html = await renderToHtml(<NavLink href="/">Home</NavLink>, { locale: 'es-es', urlPathname: '/es-es' })
  assert.is(html, '<a href="/es-es" aria-current="page">Home</a>')
})

test.run()
