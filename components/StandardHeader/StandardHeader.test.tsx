import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { msg } from '@lingui/core/macro'
import { services } from '../../data/services'
import { locales } from '../../data/locales'
import { createI18n } from '../../locales/i18n'
import { interact, render, renderToHtml } from '../../tests/render'
import { movePointer, onFakeClock } from '../../tests/pointer'
import { stayOnPage } from '../../tests/stayOnPage'
import { StandardHeader } from './StandardHeader'
import { closeDelay, openDelay, skipDelay } from '../Dropdown/useHoverMenu'

let restoreLinks = () => {}
test.before(() => {
  restoreLinks = stayOnPage()
})
test.after(() => restoreLinks())

const pressEscape = () =>
  interact(() => (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })))

/** The desktop menu's two toggles and the drawer's parts. */
function parts(container: HTMLElement) {
  const desktop = container.querySelector('header nav')!
  const [services, language] = [...desktop.querySelectorAll('button')] as HTMLButtonElement[]
  const panel = (toggle: HTMLButtonElement) => container.querySelector<HTMLElement>(`[id="${toggle.getAttribute('aria-controls')}"]`)!
  const menuButton = container.querySelector<HTMLButtonElement>('button[aria-controls="standard-header-drawer"]')!
  const drawer = container.querySelector<HTMLDialogElement>('dialog#standard-header-drawer')!
  return { desktop, services: services!, language: language!, panel, menuButton, drawer }
}

test('the logo and the desktop links lead to pages in the current language', async () => {
  // Spanish is read from its catalog: that translation is still in progress.
  const spanish = await createI18n('es-es')
  const labels = {
    'pt-br': ['Início', 'Quem somos', 'Contato'],
    'en-us': ['Home', 'About us', 'Contact'],
    'es-es': [msg`Home`, msg`About us`, msg`Contact`].map((m) => spanish._(m)),
  }
  for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
    const { container, unmount } = await render(<StandardHeader />, { locale })
    const { desktop } = parts(container)
    assert.is(container.querySelector('header > div > a')!.getAttribute('href'), `/${locale}`, 'logo')
    const links = [...desktop.querySelectorAll(':scope > ul > li > a')]
    assert.equal(
      links.map((a) => a.getAttribute('href')),
      [`/${locale}`, `/${locale}/quem-somos`, `/${locale}/contato`],
    )
    assert.equal(
      links.map((a) => a.textContent),
      labels[locale],
      locale,
    )
    unmount()
  }
})

test('the services dropdown lists every service with title and description', async () => {
  for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
    const i18n = await createI18n(locale)
    const { container, unmount } = await render(<StandardHeader />, { locale })
    const { services: toggle, panel } = parts(container)
    const name = { 'pt-br': 'Serviços', 'en-us': 'Services', 'es-es': i18n._(msg`Services`) }[locale]
    assert.is(toggle.textContent, name, locale)
    await interact(() => toggle.click())
    const links = [...panel(toggle).querySelectorAll('a')]
    assert.is(links.length, services.length)
    assert.equal(
      links.map((a) => a.getAttribute('href')),
      services.map((s) => `/${locale}/servicos/${s.slug}`),
    )
    assert.equal(
      links.map((a) => [...a.children].map((part) => part.textContent)),
      services.map((s) => [i18n._(s.title), i18n._(s.description)]),
    )
    unmount()
  }
})

test('the language dropdown keeps the current page', async () => {
  const { container, unmount } = await render(<StandardHeader />, { locale: 'en-us', urlPathname: '/en-us/quem-somos' })
  const { language, panel } = parts(container)
  await interact(() => language.click())
  assert.equal(
    [...panel(language).querySelectorAll('a')].map((a) => a.getAttribute('href')),
    locales.map(({ segment }) => `/${segment}/quem-somos`),
  )
  assert.is(panel(language).querySelector('[aria-current="page"]')!.getAttribute('hreflang'), 'en-US')
  unmount()
})

const expanded = (toggle: Element) => toggle.getAttribute('aria-expanded') === 'true'

/** The header, with the pointer just arrived on its services toggle. */
async function pointerOnServices() {
  const { container, unmount } = await render(<StandardHeader />, { locale: 'en-us' })
  const { services: toggle } = parts(container)
  await movePointer(null, toggle)
  return { toggle, unmount }
}

test('hovering opens a menu after the open delay and closes it after the close delay', () =>
  onFakeClock(async (wait) => {
    const { toggle, unmount } = await pointerOnServices()
    await wait(openDelay - 1)
    assert.not.ok(expanded(toggle), 'not before the open delay')
    await wait(1)
    assert.ok(expanded(toggle), 'opens on hover, after the open delay')
    await movePointer(toggle, null)
    await wait(closeDelay - 1)
    assert.ok(expanded(toggle), 'not closed before the close delay')
    await wait(1)
    assert.not.ok(expanded(toggle), 'closes once the pointer has left for the close delay')
    unmount()
  }))

test('a click on a menu the pointer opened keeps it open, even when the pointer leaves; a second click closes it', () =>
  onFakeClock(async (wait) => {
    const { toggle, unmount } = await pointerOnServices()
    await wait(openDelay + 200)
    await interact(() => (toggle as HTMLButtonElement).click())
    assert.ok(expanded(toggle), 'the click kept the menu open')
    await movePointer(toggle, null)
    await wait(closeDelay + 100)
    assert.ok(expanded(toggle), 'a pinned menu stays open when the pointer leaves')
    await interact(() => (toggle as HTMLButtonElement).click())
    assert.not.ok(expanded(toggle), 'the second click closed it')
    unmount()
  }))

test('passing over a menu without resting on it opens nothing', () =>
  onFakeClock(async (wait) => {
    const { toggle, unmount } = await pointerOnServices()
    await wait(openDelay - 1)
    await movePointer(toggle, null)
    await wait(openDelay + 50)
    assert.not.ok(expanded(toggle))
    unmount()
  }))

test('moving from one open menu to another opens it at once, within the skip delay only', () =>
  onFakeClock(async (wait) => {
    const { container, unmount } = await render(<StandardHeader />, { locale: 'en-us' })
    const { services, language } = parts(container)
    await interact(() => services.click())
    await movePointer(services, language)
    assert.ok(expanded(language), 'switched at once')
    assert.not.ok(expanded(services), 'one menu at a time')

    await movePointer(language, null)
    await wait(closeDelay)
    assert.not.ok(expanded(language))
    await wait(skipDelay - 1)
    await movePointer(null, services)
    assert.ok(expanded(services), 'back within the skip delay: at once')

    await movePointer(services, null)
    await wait(closeDelay)
    await wait(skipDelay)
    await movePointer(null, language)
    assert.not.ok(expanded(language), 'after the skip delay: waits again')
    await wait(openDelay)
    assert.ok(expanded(language), 'opens after the open delay')
    unmount()
  }))

test('touch does not hover: a tap toggles through the click only', async () => {
  const { container, unmount } = await render(<StandardHeader />, { locale: 'en-us' })
  const { services } = parts(container)
  await movePointer(null, services, 'touch')
  await onFakeClock((wait) => wait(openDelay + 30))
  assert.is(services.getAttribute('aria-expanded'), 'false')
  await interact(() => services.click())
  assert.is(services.getAttribute('aria-expanded'), 'true')
  unmount()
})

test('Escape closes a desktop menu and returns focus to its toggle', async () => {
  const { container, unmount } = await render(<StandardHeader />, { locale: 'en-us' })
  const { services, panel } = parts(container)
  await interact(() => services.click())
  panel(services).querySelector('a')!.focus()
  await pressEscape()
  assert.is(services.getAttribute('aria-expanded'), 'false')
  assert.is(document.activeElement, services)
  unmount()
})

test('choosing a service or a language in a desktop menu returns focus to its toggle', async () => {
  for (const locale of ['es-es', 'pt-br'] as const) {
    const { container, unmount } = await render(<StandardHeader />, { locale })
    const { services, language, panel } = parts(container)
    for (const toggle of [services, language]) {
      await interact(() => toggle.click())
      const link = panel(toggle).querySelector('a')!
      link.focus()
      await interact(() => link.click())
      assert.is(toggle.getAttribute('aria-expanded'), 'false')
      assert.is(document.activeElement, toggle, `${locale}: ${toggle.textContent}`)
    }
    unmount()
  }
})

test('the drawer opens as a modal, takes focus and stops the page from scrolling', async () => {
  const { container, unmount } = await render(<StandardHeader />, { locale: 'pt-br' })
  const { menuButton, drawer } = parts(container)
  assert.is(menuButton.getAttribute('aria-label'), 'Menu')
  assert.not.ok(drawer.open)
  await interact(() => menuButton.click())
  assert.ok(drawer.open)
  assert.is(menuButton.getAttribute('aria-expanded'), 'true')
  assert.ok(drawer.contains(document.activeElement), 'focus is in the drawer')
  assert.is(document.documentElement.style.overflow, 'hidden')
  const links = [...drawer.querySelectorAll('nav > ul > li > a')].map((a) => a.getAttribute('href'))
  assert.equal(links, ['/pt-br', '/pt-br/quem-somos', '/pt-br/contato'])

  await interact(() => drawer.querySelector<HTMLButtonElement>('button[aria-label="Fechar menu"]')!.click())
  assert.not.ok(drawer.open)
  assert.is(document.activeElement, menuButton, 'focus back on the menu button')
  assert.is(document.documentElement.style.overflow, '')
  unmount()
})

test('the drawer closes on a link click and on Escape', async () => {
  const { container, unmount } = await render(<StandardHeader />, { locale: 'en-us' })
  const { menuButton, drawer } = parts(container)
  await interact(() => menuButton.click())
  await interact(() => drawer.querySelector<HTMLElement>('a[href="/en-us/quem-somos"]')!.click())
  assert.not.ok(drawer.open, 'closed by a link')
  assert.is(document.activeElement, menuButton, 'focus back on the menu button after a link')

  await interact(() => menuButton.click())
  await pressEscape()
  assert.not.ok(drawer.open, 'closed by Escape')
  assert.is(document.activeElement, menuButton)
  unmount()
})

test('the drawer folds services and languages, and any of their links closes it', async () => {
  const { container, unmount } = await render(<StandardHeader />, { locale: 'en-us', urlPathname: '/en-us/contato' })
  const { menuButton, drawer } = parts(container)
  await interact(() => menuButton.click())
  const [servicesToggle, languageToggle] = [...drawer.querySelectorAll<HTMLButtonElement>('nav button[aria-expanded]')]
  const section = (toggle: HTMLButtonElement) => drawer.querySelector<HTMLElement>(`[id="${toggle.getAttribute('aria-controls')}"]`)!
  assert.equal([servicesToggle!.textContent, languageToggle!.textContent], ['Services', 'Language'])
  assert.ok(section(servicesToggle!).hidden)
  await interact(() => servicesToggle!.click())
  assert.is(servicesToggle!.getAttribute('aria-expanded'), 'true')
  assert.is(section(servicesToggle!).querySelectorAll('a').length, services.length)
  await interact(() => languageToggle!.click())
  assert.equal(
    [...section(languageToggle!).querySelectorAll('a')].map((a) => a.getAttribute('href')),
    locales.map(({ segment }) => `/${segment}/contato`),
  )
  await interact(() => section(languageToggle!).querySelector<HTMLElement>('a')!.click())
  assert.not.ok(drawer.open)
  unmount()
})

test('the header prerenders with every menu closed', async () => {
  const html = await renderToHtml(<StandardHeader />, { locale: 'es-es', urlPathname: '/es-es' })
  assert.match(html, '<header')
  assert.not.match(html, 'aria-expanded="true"')
  assert.match(html, /<dialog id="standard-header-drawer"(?![^>]*\sopen)/)
  assert.match(html, 'href="/es-es/servicos/apis"')
})

test.run()
