import type { Page } from 'playwright-core'
import { suite } from 'uvu'
import { localizePath } from '../../data/localePath'
import { paths } from '../../data/routes'
import { assertNoProblems, harness, viewports, type ViewportName } from './harness'

const test = suite('keyboard focus (visible, never under the sticky header or the consent banner)')

const urls = [localizePath('pt-br', paths.home), localizePath('en-us', paths.about), localizePath('es-es', paths.contact)]

/** How many Tab presses each page gets: enough to go from the header past the middle of the page. */
const presses = 45

/** Where the focused element is, and whether something else covers its middle or its outline is missing. */
const focusState = () => {
  const element = document.activeElement as HTMLElement | null
  if (!element || element === document.body) return null
  const rect = element.getBoundingClientRect()
  const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1)
  // The middle of short elements; for tall ones (a message box) the first line, where the caret is: browsers scroll
  // the caret into view, and WCAG 2.4.11 asks that the focused element is not hidden, not that all of it shows.
  const y = Math.min(Math.max(rect.top + Math.min(rect.height / 2, 16), 0), innerHeight - 1)
  const top = document.elementFromPoint(x, y)
  // Stretched-link cards draw the ring on the link's ::after, which covers the card; other cards on themselves
  // (`:has(a:focus-visible)`): the ring may sit on the element, its pseudo-elements or a close ancestor.
  const outlines = [null, '::after', '::before'].map((pseudo) => getComputedStyle(element, pseudo))
  for (let ancestor = element.parentElement, level = 0; ancestor && level < 3; ancestor = ancestor.parentElement, level++) {
    outlines.push(getComputedStyle(ancestor))
  }
  const name = `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40)}"`
  return {
    name,
    inView: rect.bottom > 0 && rect.top < innerHeight,
    covered: !!top && !element.contains(top) && !top.contains(element),
    coveredBy: top ? `${top.tagName.toLowerCase()}.${top.className}` : '',
    outlined: outlines.some((style) => style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0),
  }
}

/** Waits while the page still scrolls (smooth scrolling brings a focused element into view over a few frames). */
const scrollSettled = (page: Page) =>
  page.evaluate(async () => {
    for (let last = Number.NaN; last !== scrollY; ) {
      last = scrollY
      await new Promise(requestAnimationFrame)
    }
  })

for (const url of urls) {
  for (const viewport of Object.keys(viewports) as ViewportName[]) {
    test(`${url} at ${viewport} width: every element reached with Tab is in view, uncovered and outlined`, async () => {
      const site = await harness()
      const opened = await site.open(url, { viewport })
      try {
        const { page } = opened
        await page.getByRole('button', { name: /^(Accept|Aceitar|Acepto)$/ }).waitFor()
        const problems: string[] = []
        for (let i = 0; i < presses; i++) {
          await page.keyboard.press('Tab')
          await scrollSettled(page)
          const state = await page.evaluate(focusState)
          if (!state) continue
          if (!state.inView) problems.push(`${state.name} is focused out of view`)
          else if (state.covered) problems.push(`${state.name} is covered by ${state.coveredBy}`)
          if (!state.outlined) problems.push(`${state.name} shows no focus outline`)
        }
        assertNoProblems(`${url} at ${viewport} width:`, problems)
      } finally {
        await opened.close()
      }
    })
  }
}

test.run()
