import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { interact, render, renderToDocument } from '../../../tests/render'
import { installFakeClock, type FakeClock } from '../../../tests/support/fakeClock'
import { ThankYou } from './ThankYou'

// The progress runs on a fake clock: a test moves it and sees at once where the bar stands then.
let clock: FakeClock
test.before.each(() => void (clock = installFakeClock()))
test.after.each(() => clock.uninstall())

/** Moves the clock on by `ms`, inside act(), so the timers' state updates have landed. */
const wait = (ms: number) => interact(() => clock.tick(ms))

function spy() {
  const track = () => void track.calls++
  track.calls = 0
  return track
}

const bar = (container: HTMLElement) => container.querySelector('[role="progressbar"]')!
const percent = (container: HTMLElement) => Number(bar(container).getAttribute('aria-valuenow'))
const message = (container: HTMLElement) => container.querySelector('[role="status"]')!

test('the bar counts from 0 to 100, 1 % every 10 ms, then the message shows; the lead event fires once', async () => {
  const track = spy()
  const { container, unmount } = await render(<ThankYou track={track} />, { locale: 'en-us' })
  assert.is(percent(container), 0, 'starts at 0')
  assert.is(message(container).getAttribute('aria-hidden'), 'true', 'no message while counting')
  await wait(300)
  assert.is(percent(container), 30, 'at 30 % after 300 ms')
  assert.is(message(container).getAttribute('aria-hidden'), 'true', 'still no message at 30 %')
  await wait(690)
  assert.is(percent(container), 99, 'not full before one second')
  await wait(10)
  assert.is(percent(container), 100, 'full after one second')
  assert.is(message(container).getAttribute('aria-hidden'), null)
  assert.match(message(container).textContent ?? '', 'Our team will reply soon. Keep an eye on your WhatsApp')
  assert.match(container.textContent ?? '', '100%')
  await wait(500)
  assert.is(percent(container), 100, 'stops at 100')
  assert.is(track.calls, 1)
  unmount()
})

test('with reduced motion the bar is full at once', async () => {
  const original = window.matchMedia
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList) as typeof window.matchMedia
  try {
    const { container, unmount } = await render(<ThankYou track={spy()} />, { locale: 'pt-br' })
    assert.is(percent(container), 100)
    assert.is(message(container).getAttribute('aria-hidden'), null)
    unmount()
  } finally {
    window.matchMedia = original
  }
})

test('the percentage follows the language, and the home link the page', async () => {
  const { container, unmount } = await render(<ThankYou track={spy()} />, { locale: 'es-es' })
  await wait(1000)
  assert.match(container.textContent ?? '', /100\s%/)
  assert.ok(container.querySelector('a[href="/es-es"]'), 'a link back home')
  unmount()
})

test('prerendered, it starts at 0 with the message hidden but holding its place', async () => {
  const root = await renderToDocument(<ThankYou track={spy()} />, { locale: 'en-us' })
  assert.is(percent(root), 0)
  assert.is(message(root).getAttribute('aria-hidden'), 'true')
})

test.run()
