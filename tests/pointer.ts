import { interact } from './render'
import { installFakeClock } from './support/fakeClock'

/**
 * Runs `steps` on a fake clock (tests/support/fakeClock.ts): `wait(ms)` moves it inside act(), so a hover delay is
 * checked to the millisecond and no busy machine can stretch it.
 */
export async function onFakeClock(steps: (wait: (ms: number) => Promise<void>) => Promise<void>) {
  const clock = installFakeClock()
  try {
    await steps((ms) => interact(() => clock.tick(ms)))
  } finally {
    clock.uninstall()
  }
}

/** Every element from `element` up to the document. */
const ancestry = (element: Element | null): Element[] => (element ? [element, ...ancestry(element.parentElement)] : [])

/**
 * Moves the pointer from one element to another (null: outside the page) with the events a browser sends:
 * out and over bubble; leave and enter go to each element left or entered, without bubbling.
 */
export function movePointer(from: Element | null, to: Element | null, pointerType = 'mouse') {
  const left = ancestry(from).filter((element) => !element.contains(to))
  const entered = ancestry(to)
    .filter((element) => !element.contains(from))
    .reverse()
  return interact(() => {
    if (from) from.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, pointerType, relatedTarget: to }))
    for (const element of left) element.dispatchEvent(new PointerEvent('pointerleave', { pointerType, relatedTarget: to }))
    if (to) to.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType, relatedTarget: from }))
    for (const element of entered) element.dispatchEvent(new PointerEvent('pointerenter', { pointerType, relatedTarget: from }))
  })
}
