import type { Page } from 'playwright-core'

/**
 * Has `page` draw its text in the site's own fonts however late they arrive (pass it as `beforeLoad`). The site's
 * faces are `font-display: optional`: a face that misses its first 100 ms is not used on that page at all, so on a
 * busy machine a page would now and then be measured in the fallback font, whose words are wider. Served to this
 * page as `swap`, a face is drawn as soon as it has loaded, which `siteFontsDrawn` waits for. (What the fallback
 * font must still do has a test of its own, in textFit.browser.test.ts.)
 */
export async function swapInSiteFonts(page: Page): Promise<void> {
  await page.route('**/*.css', async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replaceAll('font-display:optional', 'font-display:swap')
    await route.fulfill({ response, body })
  })
}

/**
 * Resolves once every face of the page has loaded and the page is drawn in them. `document.fonts.ready` alone can
 * resolve before a face the page uses is even requested. (The local fallback faces may fail to load: no matter.)
 */
export async function siteFontsDrawn(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)))
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
}
