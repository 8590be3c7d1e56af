import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { carouselDriver, settlesOn } from './carouselDriver'
import { withPage } from './harness'

const test = suite('services carousel')

// The about page's carousel of the services (docs/product/rules.md): 4 per view, 2 up to 1024 px, 1 up to 640 px.

/** The carousel inside the about page's services section. */
const carousel = (page: Page) => carouselDriver(page.locator('#servicos [aria-roledescription]').first())

const layouts = [
  { width: 1280, perView: 4 },
  { width: 800, perView: 2 },
  { width: 375, perView: 1 },
]

/** What the carousel tells screen readers when its first visible slide is `first` (English page). */
const statusAt = (first: number, perView: number, total: number) =>
  perView === 1 ? `Slide ${first} of ${total}` : `Slides ${first} to ${first + perView - 1} of ${total}`

/** The names of the `perView` slides from `first` on: what must be in view. */
const slideNames = (first: number, perView: number, total: number) => Array.from({ length: perView }, (_, i) => `${first + i} of ${total}`)

for (const { width, perView } of layouts) {
  test(`at ${width} px ${perView} per view; the keyboard goes to the last slide, the mouse comes back, the arrows turn off at the ends`, () =>
    withPage('/en-us/quem-somos', { viewport: width < 640 ? 'phone' : 'desktop' }, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      const services = carousel(page)
      // One slide per service (the unit test compares them with data/services.ts).
      const total = await page.locator('#servicos [role="group"]').count()
      await services.reach()
      await services.previous.scrollIntoViewIfNeeded()
      await settlesOn(services.inView, perView)
      await settlesOn(services.disabled, ['true', 'false'])
      await services.next.focus()
      const heard = await services.listen()
      // One slide per key up to the last position, each key as soon as the one before is announced: mid-glide, as
      // a hurried visitor's would come. None may be lost, and each is announced once.
      const last = total - perView + 1
      for (let first = 2; first <= last; first++) {
        await page.keyboard.press('ArrowRight')
        await settlesOn(services.status, statusAt(first, perView, total))
      }
      await settlesOn(services.disabled, ['false', 'true'])
      await settlesOn(services.shown, slideNames(last, perView, total))
      // Once the slides are at rest, previous goes back one.
      await services.previous.click()
      await settlesOn(services.disabled, ['false', 'false'])
      await settlesOn(services.shown, slideNames(last - 1, perView, total))
      const moves = [...Array.from({ length: last - 1 }, (_, i) => i + 2), last - 1]
      assert.equal(
        await heard(),
        moves.map((first) => statusAt(first, perView, total)),
      )
    }))
}

// The rule says "2 up to 1024 px": at 1024 px the middle layout still holds, a pixel wider the wide one does.
for (const { width, perView } of [
  { width: 1024, perView: 2 },
  { width: 1025, perView: 4 },
]) {
  test(`at ${width} px, at the edge of the rule's "up to 1024 px", ${perView} per view`, () =>
    withPage('/en-us/quem-somos', {}, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      const services = carousel(page)
      // One slide per service (the unit test compares them with data/services.ts).
      const total = await page.locator('#servicos [role="group"]').count()
      await services.reach()
      await settlesOn(services.inView, perView)
      await settlesOn(services.shown, slideNames(1, perView, total))
    }))
}

test('the AI products hero button lands on the services section of the about page', () =>
  withPage('/es-es/produtos-de-ia', {}, async ({ page }) => {
    await Promise.all([page.waitForURL('**/es-es/quem-somos/#servicos'), page.locator('section[aria-labelledby="ai-products-title"] a').click()])
    assert.is(await page.locator('#servicos').count(), 1)
    assert.is(await page.getAttribute('html', 'lang'), 'es-ES')
  }))

test.run()
