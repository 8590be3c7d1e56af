import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { msg } from '@lingui/core/macro'
import { locales } from '../../data/locales'
import { createI18n } from '../../locales/i18n'
import { interact, render, renderToHtml } from '../../tests/render'
import { stayOnPage } from '../../tests/stayOnPage'
import { movePointer, onFakeClock } from '../../tests/pointer'
import { closeDelay, openDelay } from '../Dropdown/useHoverMenu'
import { AltHeader } from './AltHeader'

let restoreLinks = () => {}
test.before(() => {
  restoreLinks = stayOnPage()
})
test.after(() => restoreLinks())

const hrefs = (root: ParentNode, selector = 'a') => [...root.querySelectorAll(selector)].map((a) => a.getAttribute('href'))

/** The wide bar's navigation, the phone menu button and the panel it controls. */
function parts(container: HTMLElement) {
  const [wideNav] = container.querySelectorAll('nav')
  const button = container.querySelector<HTMLButtonElement>('button[aria-controls="alt-header-menu"]')!
  const panel = container.querySelector<HTMLElement>('#alt-header-menu')!
  return { wideNav: wideNav!, button, panel }
}

test('the logo and the four links lead to pages in the current language', async () => {
  // Spanish is read from its catalog, the source of truth for the translators' wording.
  const spanish = await createI18n('es-es')
  const labels = {
    'pt-br': ['Início', 'Quem somos', 'Notícias', 'Produtos de IA'],
    'en-us': ['Home', 'About us', 'News', 'AI products'],
    'es-es': [msg`Home`, msg`About us`, msg`News`, msg`AI products`].map((m) => spanish._(m)),
  }
  for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
    const { container, unmount } = await render(<AltHeader />, { locale, urlPathname: `/${locale}/noticias` })
    const { wideNav, panel } = parts(container)
    const expected = [`/${locale}`, `/${locale}/quem-somos`, `/${locale}/noticias`, `/${locale}/produtos-de-ia`]
    assert.is(container.querySelector('header > div > a')!.getAttribute('href'), `/${locale}`, 'logo')
    assert.equal(hrefs(wideNav, ':scope > ul a'), expected)
    assert.equal(hrefs(panel, 'nav a'), expected)
    assert.equal(
      [...wideNav.querySelectorAll(':scope > ul a')].map((a) => a.textContent),
      labels[locale],
      locale,
    )
    assert.is(wideNav.querySelector('[aria-current="page"]')!.getAttribute('href'), `/${locale}/noticias`)
    unmount()
  }
})

test('a “Contact us” button in the bar, outside the phone panel, leads to the contact page in each language', async () => {
  const labels = {
    'pt-br': 'Fale conosco',
    'en-us': 'Contact us',
    'es-es': (await createI18n('es-es'))._(msg({ message: 'Contact us', context: 'header button' })),
  }
  for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
    const { container, unmount } = await render(<AltHeader />, { locale, urlPathname: `/${locale}/quem-somos` })
    const { panel } = parts(container)
    const contact = [...container.querySelectorAll('a')].find((a) => a.getAttribute('href') === `/${locale}/contato`)
    assert.ok(contact, locale)
    assert.is(contact!.textContent, labels[locale], locale)
    assert.not.ok(panel.contains(contact!), 'shown on phones without opening the menu')
    // In the bar, before the menu button: the Tab order reads logo, links, languages, contact, menu.
    assert.ok(contact!.compareDocumentPosition(parts(container).button) & Node.DOCUMENT_POSITION_FOLLOWING)
    unmount()
  }
})

test('the language links keep the current page', async () => {
  const { container, unmount } = await render(<AltHeader />, { locale: 'en-us', urlPathname: '/en-us/quem-somos' })
  const { wideNav, panel } = parts(container)
  const languages = locales.map(({ segment }) => `/${segment}/quem-somos`)
  assert.equal(hrefs(wideNav, 'a[hreflang]'), languages)
  assert.equal(hrefs(panel, 'a[hreflang]'), languages)
  unmount()
})

test('the language menu opens on hover after the open delay and closes after the close delay', () =>
  onFakeClock(async (wait) => {
    const { container, unmount } = await render(<AltHeader />, { locale: 'en-us', urlPathname: '/en-us/quem-somos' })
    const toggle = parts(container).wideNav.querySelector<HTMLButtonElement>('button[aria-expanded]')!
    const expanded = () => toggle.getAttribute('aria-expanded') === 'true'
    await movePointer(null, toggle)
    await wait(openDelay - 1)
    assert.not.ok(expanded(), 'not before the open delay')
    await wait(1)
    assert.ok(expanded(), 'opens on hover, after the open delay')
    await movePointer(toggle, null)
    await wait(closeDelay - 1)
    assert.ok(expanded(), 'not closed before the close delay')
    await wait(1)
    assert.not.ok(expanded(), 'closes when the pointer has left for the close delay')
    unmount()
  }))

test('the menu button opens and closes the phone panel', async () => {
  const { container, unmount } = await render(<AltHeader />, { locale: 'en-us' })
  const { button, panel } = parts(container)
  assert.is(button.getAttribute('aria-label'), 'Menu')
  assert.is(button.getAttribute('aria-expanded'), 'false')
  assert.ok(panel.hidden)
  await interact(() => button.click())
  assert.is(button.getAttribute('aria-expanded'), 'true')
  assert.not.ok(panel.hidden)
  await interact(() => button.click())
  assert.ok(panel.hidden)
  unmount()
})

test('choosing a language or a page closes the panel', async () => {
  const { container, unmount } = await render(<AltHeader />, { locale: 'es-es', urlPathname: '/es-es/noticias' })
  const { button, panel } = parts(container)
  await interact(() => button.click())
  await interact(() => panel.querySelector<HTMLElement>('a[hreflang="pt-BR"]')!.click())
  assert.ok(panel.hidden, 'closed by a language')
  assert.is(button.getAttribute('aria-expanded'), 'false')
  await interact(() => button.click())
  await interact(() => panel.querySelector<HTMLElement>('nav a')!.click())
  assert.ok(panel.hidden, 'closed by a page link')
  unmount()
})

test('choosing a page or a language in the phone panel returns focus to the menu button', async () => {
  for (const [locale, selector] of [
    ['en-us', 'nav a'],
    ['es-es', 'a[hreflang="pt-BR"]'],
  ] as const) {
    const { container, unmount } = await render(<AltHeader />, { locale })
    const { button, panel } = parts(container)
    await interact(() => button.click())
    const link = panel.querySelector<HTMLElement>(selector)!
    link.focus()
    await interact(() => link.click())
    assert.ok(panel.hidden, locale)
    assert.is(document.activeElement, button, `${locale}: ${selector}`)
    unmount()
  }
})

test('Escape closes the panel and returns focus to the menu button', async () => {
  const { container, unmount } = await render(<AltHeader />, { locale: 'en-us' })
  const { button, panel } = parts(container)
  await interact(() => button.click())
  panel.querySelector<HTMLElement>('a')!.focus()
  await interact(() => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })))
  assert.ok(panel.hidden)
  assert.is(document.activeElement, button)
  unmount()
})

test('the header prerenders with its panel closed', async () => {
  const html = await renderToHtml(<AltHeader />, { locale: 'es-es', urlPathname: '/es-es' })
  assert.match(html, '<header')
  assert.match(html, 'aria-expanded="false" aria-controls="alt-header-menu"')
  assert.match(html, /id="alt-header-menu"[^>]* hidden(="")?[ >]/)
  assert.match(html, 'href="/es-es/produtos-de-ia"')
})

test.run()
