import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { locales } from '../../data/locales'
import { switchLocale } from '../../data/localePath'
import { assertNoProblems, harness, withPage } from './harness'

// What the islands (renderer/islands) must get right once the page has hydrated.
const test = suite('islands')

test('the privacy policy\'s headings read "1. Title" after hydration, one dot after the number', () =>
  withPage('/pt-br/politica-de-privacidade', {}, async ({ page, consoleErrors }) => {
    const headings = await page.$$eval('section[aria-labelledby] > h2[id$="-title"]', (nodes) => nodes.map((node) => node.textContent ?? ''))
    assert.ok(headings.length >= 9, `found ${headings.length} section headings`)
    const wrong = headings.filter((text, index) => !text.startsWith(`${index + 1}. `) || text.includes('..'))
    assertNoProblems('headings that do not read "N. Title":', wrong)
    assertNoProblems(
      'console errors:',
      consoleErrors.map((error) => error.text),
    )
  }))

test("on the 404 page the footer's language links lead to the address the visitor typed", async () => {
  const site = await harness()
  const typed = '/en-us/no-such/page'
  const { page, close } = await site.open(typed)
  try {
    const links = await page.$$eval('footer a[hreflang]', (anchors) => anchors.map((a) => [a.getAttribute('hreflang'), a.getAttribute('href')]))
    const expected = locales.map(({ tag, segment }) => [tag, switchLocale(typed, segment)])
    assert.equal(links, expected)
  } finally {
    await close()
  }
})

test('a page loads no message catalog: each island brings only its own words', () =>
  withPage('/pt-br', {}, async ({ page }) => {
    // The consent banner's words came with the page; its "Accept" is only in the catalogs otherwise.
    const scripts = await page.$$eval('script[src], link[rel="modulepreload"]', (nodes) => nodes.length)
    assert.ok(scripts > 0)
    const sizes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => (entry as PerformanceResourceTiming).decodedBodySize),
    )
    // The Portuguese catalog alone is over 100 kB uncompressed: neither a script nor the islands' data holds it.
    assert.ok(Math.max(...sizes) < 60_000, `largest script ${Math.max(...sizes)} bytes`)
    const carried = await page.$$eval('tecto-island + script[type="application/json"]', (data) => data.map((script) => script.textContent!).join(''))
    assert.ok(carried.length < 10_000, `the islands' data holds ${carried.length} characters`)
  }))

test('an island far down the page loads its code only when the visitor scrolls near it', () =>
  withPage('/pt-br/quem-somos', {}, async ({ page, consoleErrors }) => {
    const carousel = page.locator('tecto-island[data-island="ServicesCarousel"]')
    const glider = carousel.locator('.glider')
    const scriptsLoaded = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length)
    const before = await scriptsLoaded()
    assert.is(await glider.count(), 0, 'not started on arrival, a screen or more above it')
    await carousel.locator('h3, [aria-roledescription]').first().scrollIntoViewIfNeeded()
    await glider.waitFor({ state: 'attached' })
    assert.ok((await scriptsLoaded()) > before, 'its code came when it was needed')
    assertNoProblems(
      'console errors:',
      consoleErrors.map((error) => error.text),
    )
  }))

test.run()
