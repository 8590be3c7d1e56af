import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { localizePath } from '../../data/localePath'
import type { Locale } from '../../data/locales'
import { paths, type PageId } from '../../data/routes'
import { axeViolations } from './axe'
import { harness } from './harness'
import { consentAcceptButton } from './pageVisit'

// The alternative header's "Contact us" button, on the pages that use that header, in every language, on a
// phone (390 px) and a wide desktop (1440 px): seen without scrolling or opening a menu, reached by Tab,
// followed with Enter, and the bar neither overflows nor moves.

const test = suite('header contact button')

const labels: Record<Locale, string> = { 'pt-br': 'Fale conosco', 'en-us': 'Contact us', 'es-es': 'Contáctanos' }
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const
// The pages with the alternative header, one per test in turn so that each is seen at both widths.
const altHeaderPages: PageId[] = ['home', 'about', 'news', 'ai', 'aiProducts']

/** The header's visible links and buttons, as rectangles: none may overlap another. */
async function overlappingControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll<HTMLElement>('header a, header button')]
      .filter((element) => element.offsetParent !== null && !element.closest('[hidden]'))
      .map((element) => ({ name: element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.top < 72)
    const overlaps: string[] = []
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart = a.box.right <= b.box.left || b.box.right <= a.box.left || a.box.bottom <= b.box.top || b.box.bottom <= a.box.top
        if (!apart && !(a.box.width === 0 || b.box.width === 0)) overlaps.push(`${a.name} / ${b.name}`)
      }
    }
    return overlaps
  })
}

let turn = 0
for (const locale of Object.keys(labels) as Locale[]) {
  for (const [widthName, size] of Object.entries(widths) as [keyof typeof widths, (typeof widths)[keyof typeof widths]][]) {
    const path = localizePath(locale, paths[altHeaderPages[turn++ % altHeaderPages.length]!])
    const contactPath = localizePath(locale, paths.contact)
    test(`${path} at ${size.width} px: “${labels[locale]}” is in the bar, fits, is reached by Tab and opens ${contactPath}`, async () => {
      const opened = await (await harness()).open(path, { viewport: widthName, waitUntil: 'load', fakeClock: 'paused' })
      const { page } = opened
      try {
        await page.setViewportSize(size)
        const button = page.locator(`header a[href="${contactPath}"]`)
        assert.is(await button.count(), 1, 'one contact button in the header')
        assert.ok(await button.isVisible(), 'visible without opening a menu')
        assert.is((await button.textContent())?.trim(), labels[locale])
        const box = (await button.boundingBox())!
        assert.ok(box.x >= 0 && box.x + box.width <= size.width && box.y >= 0 && box.y + box.height <= 72, `inside the 72 px bar: ${JSON.stringify(box)}`)
        assert.ok(box.height >= 44, 'an easy target on a phone')
        assert.is(await page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().height), 72)
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling')
        assert.equal(await overlappingControls(page), [])
        // The page hydrates once its paused clock moves (renderer/islands), and the consent banner rises a second later:
        // with both and the fonts in, the button stays where it was drawn.
        await page.waitForLoadState('networkidle')
        await page.clock.runFor(1500)
        await page.getByRole('button', { name: consentAcceptButton }).waitFor()
        await page.evaluate(async () => {
          await document.fonts.ready
          const finite = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          await Promise.all(finite.map((animation) => animation.finished))
        })
        assert.equal(await button.boundingBox(), box, 'the button does not move')
        // Time flows again for the rest (axe-core schedules its work on timers).
        await page.clock.resume()

        const violations = await axeViolations(page)
        assert.equal(violations, [], `axe: ${JSON.stringify(violations)}`)

        // From the top of the page, Tab reaches the button (skip link, logo, links… or the menu button's turn on a phone).
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
        let reached = false
        for (let presses = 0; presses < 20 && !reached; presses++) {
          await page.keyboard.press('Tab')
          reached = await button.evaluate((element) => element === document.activeElement)
        }
        assert.ok(reached, 'Tab reaches the contact button')
        assert.ok(await button.evaluate((element) => element.matches(':focus-visible')), 'its focus ring shows')
        await Promise.all([page.waitForURL((url) => url.pathname === contactPath, { timeout: 10_000 }), page.keyboard.press('Enter')])
        assert.equal(opened.consoleErrors, [])
      } finally {
        await opened.close()
      }
    })
  }
}

for (const width of [320, 640, 768, 1023, 1024]) {
  test(`/es-es/quem-somos at ${width} px, the longest bar: nothing overflows or overlaps, and the button keeps its name`, async () => {
    const opened = await (await harness()).open('/es-es/quem-somos', { viewport: width < 640 ? 'phone' : 'desktop', waitUntil: 'load' })
    const { page } = opened
    try {
      await page.setViewportSize({ width, height: 800 })
      const button = page.getByRole('link', { name: labels['es-es'], exact: true })
      assert.ok(await button.isVisible())
      const box = (await button.boundingBox())!
      assert.ok(box.x + box.width <= width, `inside the screen: ${JSON.stringify(box)}`)
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling')
      assert.equal(await overlappingControls(page), [])
    } finally {
      await opened.close()
    }
  })
}

test('/es-es at 390 px: the button sits beside the menu button, and the menu still opens', async () => {
  const opened = await (await harness()).open('/es-es', { viewport: 'phone', waitUntil: 'load' })
  const { page } = opened
  try {
    await page.setViewportSize(widths.phone)
    const menu = page.locator('header button[aria-controls]:visible').first()
    const contact = page.locator('header a[href="/es-es/contato"]')
    const [menuBox, contactBox] = [(await menu.boundingBox())!, (await contact.boundingBox())!]
    assert.ok(contactBox.x + contactBox.width <= menuBox.x, 'before the menu button, on its left')
    await menu.click()
    await page.locator(`#${await menu.getAttribute('aria-controls')}`).waitFor()
    assert.ok(await contact.isVisible(), 'still there with the menu open')
  } finally {
    await opened.close()
  }
})

test.run()
