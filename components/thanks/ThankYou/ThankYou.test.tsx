import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, render, renderToHtml } from '../../../tests/render'
import { ThankYou } from './ThankYou'

/** Lets real time pass inside act(), so the timers' updates have landed. */
const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)))

function spy() {
  const track = () => void track.calls++
  track.calls = 0
  return track
}

/** Waits (up to 5 s: timers run late on a busy machine) until the bar is full. */
async function untilFull(container: HTMLElement) {
  for (let waited = 0; bar(container).getAttribute('aria-valuenow') !== '100' && waited < 5000; waited += 100) await wait(100)
}

const bar = (container: HTMLElement) => container.querySelector('[role="progressbar"]')!
const message = (container: HTMLElement) => container.querySelector('[role="status"]')!

test('the bar counts from 0 to 100, then the message shows; the lead event fires once', async () => {
  const track = spy()
  const { container, unmount } = await render(<ThankYou track={track} />, { locale: 'en-us' })
  const start = Number(bar(container).getAttribute('aria-valuenow'))
  assert.ok(start < 10, `starts near 0, not at ${start}`)
  assert.is(message(container).getAttribute('aria-hidden'), 'true', 'no message while counting')
  await wait(300)
  const midway = Number(bar(container).getAttribute('aria-valuenow'))
  assert.ok(midway > start && midway < 100, `rises step by step (at ${midway} after 300 ms)`)
  await untilFull(container)
  assert.is(bar(container).getAttribute('aria-valuenow'), '100')
  assert.is(message(container).getAttribute('aria-hidden'), null)
  assert.match(message(container).textContent ?? '', 'Our team will reply soon. Keep an eye on your WhatsApp')
  assert.match(container.textContent ?? '', '100%')
  await wait(50)
  assert.is(bar(container).getAttribute('aria-valuenow'), '100', 'stops at 100')
  assert.is(track.calls, 1)
  unmount()
})

test('with reduced motion the bar is full at once', async () => {
  const original = window.matchMedia
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList) as typeof window.matchMedia
  try {
    const { container, unmount } = await render(<ThankYou track={spy()} />, { locale: 'pt-br' })
    await wait(0)
    assert.is(bar(container).getAttribute('aria-valuenow'), '100')
    assert.is(message(container).getAttribute('aria-hidden'), null)
    unmount()
  } finally {
    window.matchMedia = original
  }
})

test('the percentage follows the language, and the home link the page', async () => {
  const { container, unmount } = await render(<ThankYou track={spy()} />, { locale: 'es-es' })
  await untilFull(container)
  assert.match(container.textContent ?? '', /100\s%/)
  assert.ok(container.querySelector('a[href="/es-es"]'), 'a link back home')
  unmount()
})

test('prerendered, it starts at 0 with the message hidden but holding its place', async () => {
  const root = document.createElement('div')
  root.innerHTML = await renderToHtml(<ThankYou track={spy()} />, { locale: 'en-us' })
  assert.is(bar(root).getAttribute('aria-valuenow'), '0')
  assert.is(root.querySelector('[role="status"]')?.getAttribute('aria-hidden'), 'true')
})

test.run()
