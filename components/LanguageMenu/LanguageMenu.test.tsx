import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { interact, render, renderToHtml } from '../../tests/render'
import { stayOnPage } from '../../tests/stayOnPage'
import { locales } from '../../data/locales'
import { useHoverMenu } from '../Dropdown/useHoverMenu'
import { LanguageList } from './LanguageList'
import { LanguageMenu } from './LanguageMenu'

/** The menu as a header bar drives it. */
function Menu() {
  const menu = useHoverMenu<'language'>()
  return <LanguageMenu {...menu('language')} />
}

let restoreLinks = () => {}
test.before(() => {
  restoreLinks = stayOnPage()
})
test.after(() => restoreLinks())

const links = (root: ParentNode) => [...root.querySelectorAll('a')]
/** The path in every language, in the switcher's order. */
const everyLanguage = (path: string) => locales.map(({ segment }) => `/${segment}${path}`)

test('each language links to this page in that language, with its flag, name, hreflang and lang', async () => {
  const { container, unmount } = await render(<LanguageList />, { locale: 'en-us', urlPathname: '/en-us/quem-somos' })
  const all = links(container)
  assert.equal(
    all.map((a) => a.getAttribute('href')),
    everyLanguage('/quem-somos'),
  )
  assert.equal(
    all.map((a) => a.textContent),
    locales.map((l) => l.name),
  )
  assert.equal(
    all.map((a) => a.getAttribute('hreflang')),
    locales.map((l) => l.tag),
  )
  assert.equal(
    all.map((a) => a.getAttribute('lang')),
    locales.map((l) => l.tag),
  )
  assert.equal(
    all.map((a) => a.getAttribute('aria-current')),
    locales.map((l) => (l.segment === 'en-us' ? 'page' : null)),
  )
  assert.equal(
    all.map((a) => a.querySelector('use')!.getAttribute('href')),
    locales.map((l) => `#flag-${l.flag}`),
  )
  for (const flag of container.querySelectorAll('svg')) {
    assert.is(flag.getAttribute('aria-hidden'), 'true', 'flags are decorative: the name is beside them')
    assert.is(flag.getAttribute('width'), '24')
    assert.is(flag.getAttribute('height'), '16')
  }
  unmount()
})

test('a page missing a language sends that language elsewhere, never to a page that does not exist', async () => {
  const languages = { locales: ['pt-br'] as const, elsewhere: '/noticias' }
  const { container, unmount } = await render(<LanguageList />, { locale: 'pt-br', urlPathname: '/pt-br/noticias/so-em-portugues', languages })
  assert.equal(
    links(container).map((a) => a.getAttribute('href')),
    locales.map(({ segment }) => (segment === 'pt-br' ? '/pt-br/noticias/so-em-portugues' : `/${segment}/noticias`)),
  )
  unmount()
})

test('on the 404 page each language leads to the address the visitor typed, in that language', async () => {
  const before = window.location.pathname
  window.history.replaceState(null, '', '/en-us/servicos/unknown-service')
  try {
    const { container, unmount } = await render(<LanguageList />, { locale: 'en-us', urlPathname: '/en-us/404' })
    assert.equal(
      links(container).map((a) => a.getAttribute('href')),
      everyLanguage('/servicos/unknown-service'),
    )
    unmount()
  } finally {
    window.history.replaceState(null, '', before)
  }
})

test('choosing a language reports the choice', async () => {
  let chosen = 0
  const { container, unmount } = await render(<LanguageList onChoose={() => chosen++} />, { locale: 'es-es' })
  await interact(() => links(container)[0]!.click())
  assert.is(chosen, 1)
  unmount()
})

test('the dropdown button shows the current flag and name, and tells what it is for', async () => {
  for (const [locale, name, flag] of [
    ['es-es', 'Español - Spain', '#flag-es'],
    ['pt-br', 'Português - Brazil', '#flag-br'],
  ] as const) {
    const { container, unmount } = await render(<Menu />, { locale })
    const button = container.querySelector('button')!
    assert.is(button.querySelector('use')!.getAttribute('href'), flag)
    assert.is(button.querySelector('[lang]')!.textContent, name)
    assert.match(button.textContent ?? '', new RegExp(`^\\S.*: ${name}$`))
    unmount()
  }
})

test('the dropdown opens on click, keeps the current path and closes on Escape or a choice', async () => {
  const { container, unmount } = await render(<Menu />, { locale: 'es-es', urlPathname: '/es-es/contato' })
  const button = container.querySelector('button')!
  const panel = container.querySelector<HTMLElement>(`[id="${button.getAttribute('aria-controls')}"]`)!
  assert.is(button.getAttribute('aria-expanded'), 'false')
  assert.ok(panel.hidden)

  await interact(() => button.click())
  assert.is(button.getAttribute('aria-expanded'), 'true')
  assert.equal(
    links(panel).map((a) => a.getAttribute('href')),
    everyLanguage('/contato'),
  )

  links(panel)[1]!.focus()
  await interact(() => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })))
  assert.ok(panel.hidden)
  assert.is(document.activeElement, button)

  await interact(() => button.click())
  links(panel)[0]!.focus()
  await interact(() => links(panel)[0]!.click())
  assert.is(button.getAttribute('aria-expanded'), 'false')
  assert.is(document.activeElement, button, 'focus back on the button after a choice')
  unmount()
})

test('the dropdown prerenders closed, without touching the window', async () => {
  const html = await renderToHtml(<Menu />, { locale: 'en-us', urlPathname: '/en-us/noticias' })
  assert.match(html, 'aria-expanded="false"')
  assert.match(html, 'href="/es-es/noticias"')
  assert.match(html, 'English - United States')
})

test.run()
