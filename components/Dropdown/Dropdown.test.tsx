import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { interact, render, renderToHtml } from '../../tests/render'
import { stayOnPage } from '../../tests/stayOnPage'
import { Dropdown } from './Dropdown'
import { useHoverMenu } from './useHoverMenu'

/** A dropdown as a header bar drives it. */
function Menu() {
  const control = useHoverMenu<'services'>()
  return (
    <Dropdown label="Services" align="end" {...control('services')}>
      {(choose) => (
        <ul>
          <li>
            <a href="/en-us/servicos/apis" onClick={choose}>
              APIs
            </a>
          </li>
          <li>
            <a href="/en-us/servicos/design">Design</a>
          </li>
        </ul>
      )}
    </Dropdown>
  )
}
const menu = <Menu />

const parts = (container: HTMLElement) => {
  const toggle = container.querySelector('button')!
  const panel = container.querySelector<HTMLElement>(`[id="${toggle.getAttribute('aria-controls')}"]`)!
  return { toggle, panel }
}

const pressEscape = () =>
  interact(() => (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })))

let restoreLinks = () => {}
test.before(() => {
  restoreLinks = stayOnPage()
})
test.after(() => restoreLinks())

test('the prerendered menu is closed, with the toggle pointing at its panel', async () => {
  const html = await renderToHtml(menu)
  assert.match(html, /<button type="button"[^>]*aria-expanded="false" aria-controls="([^"]+)"/)
  assert.match(html, / hidden(="")?[ >]/)
})

test('the toggle opens and closes the panel', async () => {
  const { container, unmount } = await render(menu)
  const { toggle, panel } = parts(container)
  assert.ok(panel.hidden)
  await interact(() => toggle.click())
  assert.is(toggle.getAttribute('aria-expanded'), 'true')
  assert.not.ok(panel.hidden)
  await interact(() => toggle.click())
  assert.is(toggle.getAttribute('aria-expanded'), 'false')
  assert.ok(panel.hidden)
  unmount()
})

// A chosen link may leave the visitor on this page (a new tab, or this page again): focus must not drop to its start.
for (const [how, act] of [
  ['Escape', pressEscape],
  ['a chosen link', () => interact(() => (document.activeElement as HTMLElement).click())],
] as const) {
  test(`${how} closes the menu and puts focus back on the toggle`, async () => {
    const { container, unmount } = await render(menu)
    const { toggle, panel } = parts(container)
    await interact(() => toggle.click())
    panel.querySelector('a')!.focus()
    await act()
    assert.ok(panel.hidden)
    assert.is(document.activeElement, toggle)
    unmount()
  })
}

test('a press outside, focus moving away or a chosen link closes the menu', async () => {
  const { container, unmount } = await render(menu)
  const { toggle, panel } = parts(container)
  const outside = document.createElement('button')
  document.body.append(outside)

  await interact(() => toggle.click())
  await interact(() => document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })))
  assert.ok(panel.hidden, 'press outside')

  await interact(() => toggle.click())
  await interact(() => outside.focus())
  assert.ok(panel.hidden, 'focus outside')

  await interact(() => toggle.click())
  await interact(() => panel.querySelector('a')!.click())
  assert.ok(panel.hidden, 'link chosen')

  outside.remove()
  unmount()
})

test.run()
