import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { carouselDriver, settlesOn } from './carouselDriver'
import { harness } from './harness'

const test = suite('video carousel')

// The news page's video carousel, driven as a visitor would, in the Portuguese and English pages.

/** The news page's video carousel. */
const carousel = (page: Page) => carouselDriver(page.locator('section[aria-labelledby="news-videos-title"] [aria-roledescription]').first())

test('on a wide screen all three videos show at once, so neither arrow can move', async () => {
  const site = await harness()
  const { page, close, externalRequests } = await site.open('/en-us/noticias')
  try {
    const videos = carousel(page)
    await videos.reach()
    assert.is(await videos.inView(), 3)
    assert.equal(await videos.disabled(), ['true', 'true'])
    assert.is(await page.locator('iframe').count(), 0)
    assert.equal(externalRequests, [])
  } finally {
    await close()
  }
})

test('from 1025 px, just past the rule\'s "up to 1024 px", the three videos show at once', async () => {
  const site = await harness()
  const { page, close } = await site.open('/en-us/noticias')
  try {
    await page.setViewportSize({ width: 1025, height: 800 })
    const videos = carousel(page)
    await videos.reach()
    await settlesOn(videos.inView, 3)
    await settlesOn(videos.disabled, ['true', 'true'])
  } finally {
    await close()
  }
})

// 1024 px is the last width of "1 video per view up to 1024 px" (docs/product/rules.md).
for (const width of [1024, 800, 375]) {
  test(`at ${width} px one video shows; keyboard and mouse move it, and the arrows turn off at the ends`, async () => {
    const site = await harness()
    const { page, close } = await site.open('/pt-br/noticias', { viewport: width < 640 ? 'phone' : 'desktop' })
    try {
      await page.setViewportSize({ width, height: 800 })
      const videos = carousel(page)
      await videos.reach()
      await settlesOn(videos.inView, 1)
      assert.equal(await videos.disabled(), ['true', 'false'])
      await videos.next.focus()
      const heard = await videos.listen()
      // Keys and the click come as soon as the last move is announced, mid-glide, as a hurried visitor's would.
      await page.keyboard.press('ArrowRight')
      await settlesOn(videos.status, 'Slide 2 de 3')
      await page.keyboard.press('ArrowRight')
      await settlesOn(videos.status, 'Slide 3 de 3')
      await settlesOn(videos.disabled, ['false', 'true'])
      await videos.previous.click()
      await settlesOn(videos.status, 'Slide 2 de 3')
      await settlesOn(videos.disabled, ['false', 'false'])
      await settlesOn(videos.shown, ['2 de 3'])
      assert.equal(await heard(), ['Slide 2 de 3', 'Slide 3 de 3', 'Slide 2 de 3'])
    } finally {
      await close()
    }
  })
}

// The play path (poster → privacy-enhanced player) is covered with supplied ids in VideoCarousel.test.tsx.
test("until the company supplies the videos' ids, each slide is its poster and text: nothing to play, nothing from the video host", async () => {
  const site = await harness()
  const { page, close, externalRequests } = await site.open('/en-us/noticias')
  try {
    const videos = carousel(page)
    await videos.reach()
    const region = page.locator('section[aria-labelledby="news-videos-title"]')
    assert.is(await region.locator('[role="group"] img').count(), 3)
    assert.is(await region.getByRole('button', { name: /^Play video/ }).count(), 0)
    assert.is(await page.locator('iframe').count(), 0)
    assert.equal(externalRequests, [])
  } finally {
    await close()
  }
})

test('the AI products hero button lands on the services section of the about page', async () => {
  const site = await harness()
  const { page, close } = await site.open('/es-es/produtos-de-ia')
  try {
    await Promise.all([page.waitForURL('**/es-es/quem-somos/#servicos'), page.locator('section[aria-labelledby="ai-products-title"] a').click()])
    assert.is(await page.locator('#servicos').count(), 1)
    assert.is(await page.getAttribute('html', 'lang'), 'es-ES')
  } finally {
    await close()
  }
})

test.run()
