// Layouts that hold from 320 to 1920 px: on a sample of pages (fitSample.ts says which, and why that is enough), in
// every language, no text is clipped, cut or squeezed and the page never scrolls sideways; on phones the consent
// banner takes at most a quarter of the first screen and leaves every form's submit button reachable and uncovered.
import type { Locator, Page } from 'playwright-core'
import { suite } from 'uvu'
import { localeSegments } from '../../data/locales'
import { splitLocale } from '../../data/localePath'
import { paths } from '../../data/routes'
import { aheadOfTests } from './aheadOfTests'
import { fitSizes, formCheckWidth, kindOf, planFit, type FitVisit } from './fitSample'
import { assertNoProblems, harness, siteClientDir } from './harness'
import { consentAcceptButton } from './pageVisit'
import { sitePages } from './sitePages'
import { swapInSiteFonts } from './siteFonts'
import { readTextFit } from './textFit'

const test = suite('text fit (nothing clipped, cut or squeezed, no sideways scroll, 320–1920 px; the consent banner on phones)')

const pages = sitePages(siteClientDir())
const visits = planFit(pages)

/** The most of a phone's window the consent banner may take, from its top edge to the window's bottom. */
const bannerShare = 0.25

/** Phones: below the `sm` breakpoint. */
const isPhone = (visit: FitVisit) => visit.size.width < 640

const banner = (page: Page) => page.locator('section[aria-labelledby="consent-banner-title"]')

/** What is wrong with the banner on a phone: more than `bannerShare` of the window under it. */
async function bannerProblems(page: Page): Promise<string[]> {
  const { top, height } = await banner(page).evaluate(async (element) => {
    // Measured where it comes to rest, not while it rises in.
    await Promise.all(element.getAnimations().map((animation) => animation.finished))
    return { top: element.getBoundingClientRect().top, height: window.innerHeight }
  })
  const taken = height - top
  return taken > bannerShare * height
    ? [`the consent banner takes ${Math.round(taken)} px of the ${height} px window (${Math.round((100 * taken) / height)} %, at most ${100 * bannerShare} %)`]
    : []
}

/** Where `button` is against the window and the banner, once brought into view `how`. */
async function coveredProblem(button: Locator, how: string): Promise<string[]> {
  const state = await button.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const overlay = document.querySelector('section[aria-labelledby="consent-banner-title"]')?.getBoundingClientRect()
    return { top: box.top, bottom: box.bottom, height: window.innerHeight, bannerTop: overlay?.top ?? window.innerHeight }
  })
  const name = (await button.textContent())?.trim()
  if (state.top < 0 || state.bottom > state.height)
    return [`"${name}" ${how}: not in the window (${Math.round(state.top)}–${Math.round(state.bottom)} of ${state.height} px)`]
  if (state.bottom > state.bannerTop)
    return [
      `"${name}" ${how}: the consent banner covers it (its bottom at ${Math.round(state.bottom)} px, the banner's top at ${Math.round(state.bannerTop)} px)`,
    ]
  return []
}

/** Each form's submit button, scrolled to and reached with Tab: in the window and clear of the banner both ways. */
async function submitProblems(page: Page): Promise<string[]> {
  const problems: string[] = []
  for (const button of await page.locator('form button[type="submit"]').all()) {
    if (!(await button.isVisible())) continue
    await page.evaluate(() => window.scrollTo(0, 0))
    await button.evaluate((element) => element.scrollIntoView({ block: 'end' }))
    problems.push(...(await coveredProblem(button, 'scrolled into view')))
    await page.evaluate(() => window.scrollTo(0, 0))
    // From the form's first field, Tab on to the button, as a keyboard user does.
    await button.evaluate((element) => (element as HTMLButtonElement).form?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus())
    let reached = false
    for (let presses = 0; presses < 20 && !reached; presses++) {
      await page.keyboard.press('Tab')
      reached = await button.evaluate((element) => element === document.activeElement)
    }
    if (!reached) problems.push(`"${(await button.textContent())?.trim()}": Tab from the form's first field does not reach it`)
    else problems.push(...(await coveredProblem(button, 'reached with Tab')))
  }
  return problems
}

/** The footer's LGPD badge level with the start of its text or above it, not floating beside its middle. */
async function badgeProblems(page: Page): Promise<string[]> {
  const block = page.locator('footer section[aria-labelledby="footer-data-protection"]')
  if ((await block.count()) === 0) return []
  const [badge, text] = await Promise.all([block.locator('img').boundingBox(), block.locator('p').boundingBox()])
  if (!badge || !text) return ['the footer’s LGPD badge or its text is not shown']
  return badge.y - text.y > 4 ? [`the footer’s LGPD badge floats ${Math.round(badge.y - text.y)} px below the start of its text`] : []
}

const look = aheadOfTests(visits, async (visit): Promise<string[]> => {
  const { page: target, size } = visit
  const opened = await (await harness()).open(target.url, {
    viewport: isPhone(visit) ? 'phone' : 'desktop',
    size,
    waitUntil: 'load',
    beforeLoad: swapInSiteFonts,
  })
  try {
    const { page } = opened
    // The banner comes up a second after load: it is part of what must fit.
    await page.getByRole('button', { name: consentAcceptButton }).waitFor({ timeout: 30_000 })
    const problems = await readTextFit(page)
    problems.push(...(await badgeProblems(page)))
    if (isPhone(visit)) problems.push(...(await bannerProblems(page)))
    if (size.width === formCheckWidth) problems.push(...(await submitProblems(page)))
    return problems
  } finally {
    await opened.close()
  }
})

test('the sample opens the contact page at every width in every language, and every kind of page at least once', () => {
  const missing = localeSegments.flatMap((locale) =>
    fitSizes
      .filter((size) => !visits.some((visit) => visit.size === size && visit.page.locale === locale && splitLocale(visit.page.url).path === paths.contact))
      .map((size) => `the contact page in ${locale} at ${size.width} px`),
  )
  const kinds = new Set(visits.map((visit) => kindOf(visit.page)))
  missing.push(...pages.filter((page) => !kinds.has(kindOf(page))).map((page) => `a page like ${page.url}`))
  assertNoProblems('The sample leaves out:', missing)
})

// A first visit whose web font misses its short window keeps the fallback font for the page, and on a phone without
// Arial (Android, Linux) that fallback is wider: the long labels of the AI page must wrap rather than scroll sideways.
test('without the web fonts, the AI page never scrolls sideways at 320 and 375 px in any language', async () => {
  const problems: string[] = []
  for (const locale of localeSegments) {
    for (const width of [320, 375]) {
      const opened = await (await harness()).open(`/${locale}${paths.ai}`, { viewport: 'phone', size: { width, height: 568 }, waitUntil: 'load' })
      try {
        const { page } = opened
        await page.route('**/*.woff2', (route) => route.abort())
        await page.reload({ waitUntil: 'load' })
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }))
        if (scrollWidth > clientWidth) problems.push(`/${locale}${paths.ai} at ${width} px: ${scrollWidth} px of page in a ${clientWidth} px window`)
      } finally {
        await opened.close()
      }
    }
  }
  assertNoProblems('Without the web fonts:', problems)
})

for (const visit of visits) {
  const { page, size } = visit
  const phone = isPhone(visit) ? ', the consent banner within a quarter of the window' : ''
  const forms = size.width === formCheckWidth ? ', every submit button clear of it' : ''
  test(`${page.url} at ${size.width}×${size.height}: no text clipped, cut or squeezed, no sideways scroll${phone}${forms}`, async () => {
    assertNoProblems(`${page.url} at ${size.width}×${size.height}:`, await look(visit))
  })
}

test.run()
