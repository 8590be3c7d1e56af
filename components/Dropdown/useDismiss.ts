import { useEffect, useRef, type RefObject } from 'react'
import { moveFocusOut } from '../focus/moveFocusOut'

/**
 * While `active`, closes a menu or panel on Escape, a press outside `ref` or focus leaving it (Tab past its last link).
 * Escape with focus inside gives focus back to `returnFocus`, not to an element that just vanished. Returns `choose`, for
 * a chosen link: it may leave the visitor on this page (a new tab, this page again), so focus goes back there too.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, active: boolean, close: () => void, returnFocus: RefObject<HTMLElement | null>) {
  // The latest `close`, so the listeners are added once per opening, not on every render.
  const closeRef = useRef(close)
  closeRef.current = close

  useEffect(() => {
    if (!active) return
    const isInside = (target: EventTarget | null) => target instanceof Node && !!ref.current?.contains(target)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const hadFocus = isInside(document.activeElement)
      closeRef.current()
      if (hadFocus) returnFocus.current?.focus()
    }
    const onOutside = (event: Event) => {
      if (!isInside(event.target)) closeRef.current()
    }
    const listening = new AbortController()
    const options = { signal: listening.signal }
    document.addEventListener('keydown', onKeyDown, options)
    document.addEventListener('pointerdown', onOutside, options)
    document.addEventListener('focusin', onOutside, options)
    return () => listening.abort()
  }, [ref, active, returnFocus])

  return () => {
    moveFocusOut(ref.current, returnFocus.current)
    close()
  }
}
