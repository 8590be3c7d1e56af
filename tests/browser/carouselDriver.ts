import * as assert from 'uvu/assert'
import type { Locator } from 'playwright-core'
import { waitFor } from '../support/waitFor'

/** Waits until `read` gives `expected` (a carousel settles after its animation), then asserts it. */
export async function settlesOn<T>(read: () => Promise<T>, expected: T) {
  let actual: T | undefined
  const settled = async () => JSON.stringify((actual = await read())) === JSON.stringify(expected)
  // A budget no busy machine runs out of; a carousel that settles elsewhere fails the assertion below.
  await waitFor('the carousel to settle', settled, 30_000).catch(() => undefined)
  assert.equal(actual, expected)
}

/** A carousel (components/Carousel) as a visitor meets it: its arrows, what is in view, and its spoken status. */
export function carouselDriver(region: Locator) {
  const [previous, next] = [region.locator('button[aria-controls]').first(), region.locator('button[aria-controls]').nth(1)]
  /** The names of the slides wholly inside the carousel's window, in order ("3 of 7"). */
  const shown = () =>
    region.evaluate((root) => {
      const frame = root.querySelector('[role="group"]')!.parentElement!.parentElement!.getBoundingClientRect()
      return [...root.querySelectorAll('[role="group"]')]
        .filter((slide) => {
          const box = slide.getBoundingClientRect()
          return box.left >= frame.left - 1 && box.right <= frame.right + 1
        })
        .map((slide) => slide.getAttribute('aria-label'))
    })
  return {
    previous,
    next,
    disabled: async () => [await previous.getAttribute('aria-disabled'), await next.getAttribute('aria-disabled')],
    shown,
    /** How many slides are wholly inside the carousel's window. */
    inView: async () => (await shown()).length,
    status: () => region.locator('[aria-live]').textContent(),
    /**
     * Starts listening to the carousel's status as a screen reader would; the function it gives back tells every
     * announcement heard since, in order. A move announces its slide once: a status that goes back and forth
     * (a report trailing a glide, a glide undone) would be heard.
     */
    async listen() {
      const live = region.locator('[aria-live]')
      await live.evaluate((element) => {
        const heard: string[] = []
        ;(element as HTMLElement & { heard?: string[] }).heard = heard
        new MutationObserver(() => {
          if (element.textContent && element.textContent !== heard.at(-1)) heard.push(element.textContent)
        }).observe(element, { childList: true, subtree: true, characterData: true })
      })
      return () => live.evaluate((element) => (element as HTMLElement & { heard?: string[] }).heard ?? [])
    },
    /**
     * Scrolls to the carousel as a visitor would and waits until glider has started: carousels sit below the first
     * screen and hydrate only when they come near it (renderer/islands/hydrateIslands.tsx).
     */
    async reach() {
      await region.scrollIntoViewIfNeeded()
      await region.locator('.glider').waitFor({ state: 'attached' })
    },
  }
}
