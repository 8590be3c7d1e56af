import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { harness } from './harness'

const test = suite('menus')

// The alternative header (home, about) and the standard header (privacy policy, classic pages),
// each driven as a visitor would: by mouse, keyboard and touch width.

test('alternative header on a phone: the menu button opens the panel, Escape closes it and returns focus', async () => {
  const site = await harness()
  const { page, close } = await site.open('/es-es/quem-somos', { viewport: 'phone' })
  try {
    const button = page.locator('header button[aria-controls]:visible').first()
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`)
    assert.is(await panel.isVisible(), false)
    await button.click()
    assert.is(await button.getAttribute('aria-expanded'), 'true')
    await panel.getByRole('link', { name: 'Inicio' }).waitFor({ state: 'visible', timeout: 2000 })
    assert.is(await panel.locator('a[hreflang]').count(), 3)
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'hidden', timeout: 2000 })
    assert.ok(await button.evaluate((el) => el === document.activeElement))
  } finally {
    await close()
  }
})

test('alternative header on a phone: choosing a language lands on the same page in that language', async () => {
  const site = await harness()
  const { page, close } = await site.open('/es-es/quem-somos', { viewport: 'phone' })
  try {
    const button = page.locator('header button[aria-controls]:visible').first()
    await button.click()
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`)
    await Promise.all([page.waitForURL('**/en-us/quem-somos'), panel.locator('a[hreflang="en-US"]').click()])
    assert.is(await page.getAttribute('html', 'lang'), 'en-US')
  } finally {
    await close()
  }
})

test('alternative header on a desktop: the language dropdown opens by keyboard and switches the language', async () => {
  const site = await harness()
  const { page, close } = await site.open('/pt-br/quem-somos')
  try {
    const button = page.locator('header nav button[aria-controls]')
    await button.focus()
    await page.keyboard.press('Enter')
    const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)
    await menu.waitFor({ state: 'visible', timeout: 2000 })
    await Promise.all([page.waitForURL('**/es-es/quem-somos'), menu.locator('a[hreflang="es-ES"]').click()])
    assert.is(await page.getAttribute('html', 'lang'), 'es-ES')
  } finally {
    await close()
  }
})

test('standard header on a desktop: hovering "Services" opens the dropdown after its delay, with all seven services', async () => {
  const site = await harness()
  const { page, close } = await site.open('/en-us/politica-de-privacidade')
  try {
    const services = page.locator('header nav').first().getByRole('button', { name: 'Services' })
    const menu = page.locator(`[id="${await services.getAttribute('aria-controls')}"]`)
    await services.hover()
    assert.is(await menu.isVisible(), false, 'opens only after the 200 ms delay')
    await menu.waitFor({ state: 'visible', timeout: 2000 })
    const links = await menu.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    assert.is(links.length, 7)
    assert.ok(links.every((href) => href!.startsWith('/en-us/servicos/')))
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'hidden', timeout: 2000 })
  } finally {
    await close()
  }
})

for (const [path, name, header] of [
  ['/en-us/politica-de-privacidade', 'Services', 'standard'],
  ['/es-es/quem-somos', 'Español - Spain', 'alternative'],
  ['/pt-br', 'Português - Brazil', 'alternative'],
] as const) {
  test(`${header} header on a desktop (${path}): a click on the menu the pointer opened keeps it open, the next click closes it`, async () => {
    const site = await harness()
    const { page, close } = await site.open(path)
    try {
      const toggle = page.locator('header nav').first().getByRole('button', { name, exact: false }).first()
      const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
      await toggle.hover()
      await menu.waitFor({ state: 'visible', timeout: 2000 })
      // Well past the close delay: a visitor who pointed, read, then clicked.
      await page.waitForTimeout(400)
      await toggle.click()
      await page.waitForTimeout(300)
      assert.is(await toggle.getAttribute('aria-expanded'), 'true', 'the click kept it open')
      await page.mouse.move(5, 700)
      await page.waitForTimeout(400)
      assert.is(await menu.isVisible(), true, 'a menu kept open by a click ignores the pointer leaving')
      await toggle.click()
      await menu.waitFor({ state: 'hidden', timeout: 2000 })
    } finally {
      await close()
    }
  })
}

test('standard header on a phone: the drawer is 300 px wide on the right, drawn whole, and closes on a link click', async () => {
  const site = await harness()
  const { page, close } = await site.open('/en-us/politica-de-privacidade', { viewport: 'phone' })
  try {
    await page.getByRole('button', { name: 'Menu' }).click()
    const drawer = page.locator('dialog[open]')
    await drawer.waitFor({ state: 'visible', timeout: 2000 })
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
    assert.is(await drawer.locator('a[href^="/en-us/servicos/"]').count(), 7)
    await Promise.all([page.waitForURL('**/en-us/quem-somos'), drawer.getByRole('link', { name: 'About us' }).click()])
  } finally {
    await close()
  }
})

test('by keyboard, Escape closes the desktop "Services" menu and the phone drawer, and focus is back on the button that opened them', async () => {
  const site = await harness()
  for (const viewport of ['desktop', 'phone'] as const) {
    const { page, close } = await site.open('/es-es/politica-de-privacidade', { viewport })
    try {
      const opener =
        viewport === 'desktop' ? page.locator('header nav').first().getByRole('button', { name: 'Servicios' }) : page.getByRole('button', { name: 'Menú' })
      await opener.focus()
      await page.keyboard.press('Enter')
      const menu = viewport === 'desktop' ? page.locator(`[id="${await opener.getAttribute('aria-controls')}"]`) : page.locator('dialog[open]')
      await menu.waitFor({ state: 'visible', timeout: 2000 })
      await page.keyboard.press('Tab')
      assert.ok(await menu.evaluate((el) => el.contains(document.activeElement)), `${viewport}: focus in the menu`)
      await page.keyboard.press('Escape')
      await menu.waitFor({ state: 'hidden', timeout: 2000 })
      assert.ok(await opener.evaluate((el) => el === document.activeElement), `${viewport}: focus back on the opener`)
    } finally {
      await close()
    }
  }
})

test('the consent banner appears after about a second, not at once, at both widths', async () => {
  const site = await harness()
  for (const viewport of ['desktop', 'phone'] as const) {
    const { page, close } = await site.open('/pt-br', { viewport, waitUntil: 'load' })
    try {
      const accept = page.getByRole('button', { name: 'Aceitar', exact: true })
      const shownAt = await page.evaluate(() => performance.now())
      await accept.waitFor({ state: 'visible', timeout: 4000 })
      const visibleAt = await page.evaluate(() => performance.now())
      assert.ok(visibleAt >= 1000, `banner visible ${Math.round(visibleAt)} ms after navigation start`)
      assert.ok(visibleAt - shownAt >= 0)
      await accept.click()
      await accept.waitFor({ state: 'hidden', timeout: 2000 })
      await page.reload({ waitUntil: 'load' })
      await page.waitForTimeout(1500)
      assert.is(await accept.isVisible(), false, 'a stored choice keeps the banner away')
    } finally {
      await close()
    }
  }
})

test.run()
