import { interact, settle } from './render'

/**
 * How many milliseconds pass from `since` (default: now) until `done()` holds; gives up after `limit`. Take `since`
 * before the action that starts a timer: timers never fire early, so a lower bound on this holds however loaded
 * the machine is, which a fixed sleep followed by a check does not.
 */
export async function msUntil(done: () => boolean, since = performance.now(), limit = 3000) {
  while (!done() && performance.now() - since < limit) await settle(5)
  return performance.now() - since
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
