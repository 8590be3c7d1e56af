import { suite } from 'uvu'
import type { Page } from 'playwright-core'
import { carouselDriver, settlesOn } from './carouselDriver'
import { harness } from './harness'

const test = suite('services carousel')

// The about page's carousel of the seven services (docs/product/rules.md): 4 per view, 2 up to 1024 px, 1 up to 640 px.

/** The carousel inside the about page's services section. */
const carousel = (page: Page) => carouselDriver(page.locator('#servicos [aria-roledescription]').first())

const layouts = [
  { width: 1280, perView: 4 },
  { width: 800, perView: 2 },
  { width: 375, perView: 1 },
]

/** What the carousel tells screen readers when its first visible slide is `first` (English page). */
const statusAt = (first: number, perView: number) => (perView === 1 ? `Slide ${first} of 7` : `Slides ${first} to ${first + perView - 1} of 7`)

/** The names of the `perView` slides from `first` on: what must be in view. */
const slideNames = (first: number, perView: number) => Array.from({ length: perView }, (_, i) => `${first + i} of 7`)

for (const { width, perView } of layouts) {
  test(`at ${width} px ${perView} per view; the keyboard goes to the last slide, the mouse comes back, the arrows turn off at the ends`, async () => {
    const site = await harness()
    const { page, close } = await site.open('/en-us/quem-somos', { viewport: width < 640 ? 'phone' : 'desktop' })
    try {
      await page.setViewportSize({ width, height: 800 })
      const services = carousel(page)
      await services.reach()
      await services.previous.scrollIntoViewIfNeeded()
      await settlesOn(services.inView, perView)
      await settlesOn(services.disabled, ['true', 'false'])
      await services.next.focus()
      // One slide per key, each announced, up to the last position. Each key comes as soon as the last one is
      // announced, mid-glide, as a hurried visitor's would: none may be lost.
      for (let first = 2; first <= 7 - perView + 1; first++) {
        await page.keyboard.press('ArrowRight')
        await settlesOn(services.status, statusAt(first, perView))
      }
      await settlesOn(services.disabled, ['false', 'true'])
      await settlesOn(services.shown, slideNames(7 - perView + 1, perView))
      // Once the slides are at rest, previous goes back one.
      await services.previous.click()
      await settlesOn(services.disabled, ['false', 'false'])
      await settlesOn(services.shown, slideNames(7 - perView, perView))
    } finally {
      await close()
    }
  })
}

test.run()
