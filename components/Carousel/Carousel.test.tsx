import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { interact, render } from '../../tests/render'
import { waitFor } from '../../tests/support/waitFor'
import { Carousel } from './Carousel'

const slides = ['a', 'b', 'c', 'd', 'e'].map((key) => ({ key, content: <p>Slide {key}</p> }))
const layout = { base: { perView: 1, spacing: 16 }, md: { perView: 3, spacing: 32 } }

const ui = <Carousel label="Our work" layout={layout} slides={slides} previousLabel="Previous slide" nextLabel="Next slide" />
const status = (container: HTMLElement) => container.querySelector('[aria-live="polite"]')!.textContent

/** The carousel in English, with its previous and next buttons. */
async function renderCarousel() {
  const rendered = await render(ui, { locale: 'en-us' })
  const [previous, next] = [...rendered.container.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement]
  return { ...rendered, previous, next }
}

test('a labelled carousel region of slides named "N of total"', async () => {
  const { container, unmount } = await render(ui, { locale: 'en-us' })
  const region = container.querySelector('section')!
  assert.is(region.getAttribute('aria-roledescription'), 'carousel')
  assert.is(region.getAttribute('aria-label'), 'Our work')
  const groups = [...container.querySelectorAll('[role="group"]')]
  assert.equal(
    groups.map((g) => g.getAttribute('aria-label')),
    ['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5'],
  )
  assert.ok(groups.every((g) => g.getAttribute('aria-roledescription') === 'slide'))
  unmount()
})

test('previous is disabled at the start; next moves, enables previous and is announced', async () => {
  const { container, unmount, previous, next } = await renderCarousel()
  // glider arrives by dynamic import, as soon as the machine gets to it
  await waitFor('glider to start', () => container.querySelector('.glider') !== null)
  assert.is(previous.getAttribute('aria-label'), 'Previous slide')
  assert.is(previous.getAttribute('aria-disabled'), 'true')
  assert.is(next.getAttribute('aria-disabled'), 'false')
  assert.is(status(container), '', 'nothing announced before a move')
  await interact(() => next.click())
  assert.is(previous.getAttribute('aria-disabled'), 'false')
  assert.is(status(container), 'Slide 2 of 5')
  unmount()
})

test('next turns off at the last slide and previous brings it back', async () => {
  const { container, unmount, previous, next } = await renderCarousel()
  for (let i = 0; i < 6; i++) await interact(() => next.click())
  assert.is(next.getAttribute('aria-disabled'), 'true')
  assert.is(status(container), 'Slide 5 of 5')
  await interact(() => previous.click())
  assert.is(next.getAttribute('aria-disabled'), 'false')
  assert.is(status(container), 'Slide 4 of 5')
  unmount()
})

test('arrow keys move the carousel when focus is inside it', async () => {
  const { container, unmount, previous, next } = await renderCarousel()
  next.focus()
  const press = (key: string) => next.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
  await interact(() => press('ArrowRight'))
  await interact(() => press('ArrowRight'))
  assert.is(status(container), 'Slide 3 of 5')
  await interact(() => press('ArrowLeft'))
  assert.is(status(container), 'Slide 2 of 5')
  assert.is(previous.getAttribute('aria-disabled'), 'false')
  unmount()
})

test('glider starts in the browser only, and lets go of the window on unmount', async () => {
  const resizeListeners = new Set<unknown>()
  const { addEventListener, removeEventListener } = window
  window.addEventListener = function (this: Window, type: string, listener: unknown, ...rest: unknown[]) {
    if (type === 'resize') resizeListeners.add(listener)
    return (addEventListener as (...args: unknown[]) => void).call(this, type, listener, ...rest)
  } as typeof window.addEventListener
  window.removeEventListener = function (this: Window, type: string, listener: unknown, ...rest: unknown[]) {
    if (type === 'resize') resizeListeners.delete(listener)
    return (removeEventListener as (...args: unknown[]) => void).call(this, type, listener, ...rest)
  } as typeof window.removeEventListener
  try {
    const { container, unmount } = await render(ui, { locale: 'es-es' })
    const viewport = container.querySelector('[role="group"]')!.parentElement!.parentElement!
    assert.not.ok(viewport.classList.contains('glider'), 'not during render')
    await waitFor('glider to start after mount', () => viewport.classList.contains('glider'))
    assert.is(resizeListeners.size, 1, 'glider listens to resizes')
    unmount()
    await waitFor('no resize listener left after unmount', () => resizeListeners.size === 0)
  } finally {
    window.addEventListener = addEventListener
    window.removeEventListener = removeEventListener
  }
})

test.run()
