import type { Page } from 'playwright-core'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../testBuild'
import { withPage } from './harness'

// The services' slugs: data/services.ts has a folder of content/services/ per entry (data/serviceDetails.test.ts).
const serviceSlugs = readdirSync(join(projectRoot, 'content/services')).sort()

const test = suite('menus')

// The alternative header (home, about) and the standard header (privacy policy, classic pages),
// each driven as a visitor would: by mouse, keyboard and touch width. The delays (components/Dropdown/useHoverMenu.ts,
// the consent banner's second) run on a paused clock the test moves, so a busy machine cannot shift them.

/** Runs the paused clock of a page opened with `fakeClock: 'paused'` until its islands have hydrated. */
const hydrate = (page: Page) => page.clock.runFor(100)

test('alternative header on a phone: the menu button opens the panel, Escape closes it and returns focus', () =>
  withPage('/es-es/quem-somos', { viewport: 'phone' }, async ({ page }) => {
    const button = page.locator('header button[aria-controls]:visible').first()
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`)
    assert.is(await panel.isVisible(), false)
    await button.click()
    assert.is(await button.getAttribute('aria-expanded'), 'true')
    await panel.getByRole('link', { name: 'Inicio' }).waitFor()
    assert.is(await panel.locator('a[hreflang]').count(), 3)
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'hidden' })
    assert.ok(await button.evaluate((el) => el === document.activeElement))
  }))

test('alternative header on a phone: choosing a language lands on the same page in that language', () =>
  withPage('/es-es/quem-somos', { viewport: 'phone' }, async ({ page }) => {
    const button = page.locator('header button[aria-controls]:visible').first()
    await button.click()
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`)
    await Promise.all([page.waitForURL('**/en-us/quem-somos'), panel.locator('a[hreflang="en-US"]').click()])
    assert.is(await page.getAttribute('html', 'lang'), 'en-US')
  }))

test('alternative header on a desktop: the language dropdown opens by keyboard and switches the language', () =>
  withPage('/pt-br/quem-somos', {}, async ({ page }) => {
    const button = page.locator('header nav button[aria-controls]')
    await button.focus()
    await page.keyboard.press('Enter')
    const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)
    await menu.waitFor()
    await Promise.all([page.waitForURL('**/es-es/quem-somos'), menu.locator('a[hreflang="es-ES"]').click()])
    assert.is(await page.getAttribute('html', 'lang'), 'es-ES')
  }))

test('standard header on a desktop: hovering "Services" opens the dropdown after 200 ms, with every service', () =>
  withPage('/en-us/politica-de-privacidade', { fakeClock: 'paused' }, async ({ page }) => {
    await hydrate(page)
    const services = page.locator('header nav').first().getByRole('button', { name: 'Services' })
    const menu = page.locator(`[id="${await services.getAttribute('aria-controls')}"]`)
    await services.hover()
    await page.clock.runFor(199)
    assert.is(await services.getAttribute('aria-expanded'), 'false', 'still closed at 199 ms')
    assert.is(await menu.isVisible(), false)
    await page.clock.runFor(1)
    assert.is(await services.getAttribute('aria-expanded'), 'true', 'open at 200 ms')
    await menu.waitFor()
    const links = await menu.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    assert.equal(
      links.sort(),
      serviceSlugs.map((slug) => `/en-us/servicos/${slug}`),
    )
    // The open menu listens for Escape from an effect, which runs a frame after it opened.
    await page.clock.runFor(100)
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'hidden' })
  }))

for (const [path, name, header] of [
  ['/en-us/politica-de-privacidade', 'Services', 'standard'],
  ['/es-es/quem-somos', 'Español - Spain', 'alternative'],
  ['/pt-br', 'Português - Brazil', 'alternative'],
] as const) {
  test(`${header} header on a desktop (${path}): a click on the menu the pointer opened keeps it open, the next click closes it`, () =>
    withPage(path, { fakeClock: 'paused' }, async ({ page }) => {
      await hydrate(page)
      const toggle = page.locator('header nav').first().getByRole('button', { name, exact: false }).first()
      const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
      await toggle.hover()
      await page.clock.runFor(200)
      await menu.waitFor()
      // Well past the close delay: a visitor who pointed, read, then clicked.
      await page.clock.runFor(400)
      await toggle.click()
      await page.clock.runFor(300)
      assert.is(await toggle.getAttribute('aria-expanded'), 'true', 'the click kept it open')
      await page.mouse.move(5, 700)
      await page.clock.runFor(400)
      assert.is(await menu.isVisible(), true, 'a menu kept open by a click ignores the pointer leaving')
      await toggle.click()
      await menu.waitFor({ state: 'hidden' })
    }))
}

test('standard header on a phone: the drawer is 300 px wide on the right, drawn whole, and closes on a link click', () =>
  withPage('/en-us/politica-de-privacidade', { viewport: 'phone' }, async ({ page }) => {
    await page.getByRole('button', { name: 'Menu' }).click()
    const drawer = page.locator('dialog[open]')
    await drawer.waitFor()
    // Measure once the slide-in transition has ended.
    await drawer.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)))
    const box = (await drawer.boundingBox())!
    assert.is(Math.round(box.width), 300)
    assert.is(Math.round(box.x + box.width), 375)
    // Drawn in the browser on opening: its icons keep their SVG attributes (the logo's gradient, the strokes' width).
    const drawing = await drawer.evaluate((el) => ({
      stopColors: [...el.querySelectorAll('stop')].map((stop) => getComputedStyle(stop).stopColor),
      strokeWidths: [...el.querySelectorAll('path[stroke]')].map((path) => getComputedStyle(path).strokeWidth),
    }))
    assert.equal(drawing.stopColors, ['rgb(36, 71, 216)', 'rgb(122, 62, 224)'])
    assert.ok(drawing.strokeWidths.length >= 2 && drawing.strokeWidths.every((width) => width === '2px'), drawing.strokeWidths.join())
    await drawer.getByRole('button', { name: 'Services' }).click()
    assert.is(await drawer.locator('a[href^="/en-us/servicos/"]').count(), serviceSlugs.length)
    await Promise.all([page.waitForURL('**/en-us/quem-somos'), drawer.getByRole('link', { name: 'About us' }).click()])
  }))

for (const viewport of ['desktop', 'phone'] as const) {
  test(`by keyboard at ${viewport} width, Escape closes the "Services" menu or the drawer, and focus is back on the button that opened it`, () =>
    withPage('/es-es/politica-de-privacidade', { viewport }, async ({ page }) => {
      const opener =
        viewport === 'desktop' ? page.locator('header nav').first().getByRole('button', { name: 'Servicios' }) : page.getByRole('button', { name: 'Menú' })
      await opener.focus()
      await page.keyboard.press('Enter')
      const menu = viewport === 'desktop' ? page.locator(`[id="${await opener.getAttribute('aria-controls')}"]`) : page.locator('dialog[open]')
      await menu.waitFor()
      await page.keyboard.press('Tab')
      assert.ok(await menu.evaluate((el) => el.contains(document.activeElement)), 'focus in the menu')
      await page.keyboard.press('Escape')
      await menu.waitFor({ state: 'hidden' })
      assert.ok(await opener.evaluate((el) => el === document.activeElement), 'focus back on the opener')
    }))

  test(`at ${viewport} width the consent banner appears one second after the page starts, not before, and not again once answered`, () =>
    withPage('/pt-br', { viewport, fakeClock: 'paused' }, async ({ page }) => {
      const accept = page.getByRole('button', { name: 'Aceitar', exact: true })
      const start = await page.evaluate(() => performance.now())
      assert.ok(start < 999, `the clock stood still while the page loaded (at ${start} ms)`)
      await page.clock.runFor(999 - start)
      assert.is(await accept.isVisible(), false, 'hidden at 999 ms')
      // Playwright's clock hides the navigation timing, so here the second counts from hydration (a frame or two).
      await page.clock.runFor(101)
      assert.is(await accept.isVisible(), true, 'shown by 1100 ms')
      await accept.click()
      await accept.waitFor({ state: 'hidden' })
      await page.reload()
      await page.clock.runFor(2000)
      assert.is(await accept.isVisible(), false, 'a stored choice keeps the banner away')
    }))
}

test.run()
