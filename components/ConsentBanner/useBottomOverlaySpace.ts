import { useEffect, type RefObject } from 'react'

/** Room kept between a focused element and the overlay above which it is scrolled, in px. */
const overlayClearance = 8

/**
 * While a fixed overlay sits at the bottom of the viewport, focused elements scroll clear of it (scroll-padding-bottom,
 * WCAG 2.4.11), and on pages that scroll, bottom padding lets the footer's end clear it too; nothing on the page moves.
 */
export function useBottomOverlaySpace(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const overlay = ref.current
    if (!active || !overlay) return
    const { documentElement: html, body } = document
    // Only pages that scroll anyway get padding: on a short page it would add a scrollbar and narrow the layout.
    const pads = html.scrollHeight > html.clientHeight
    const apply = () => {
      // Its height and gap to the viewport's edge, from layout: it rises in with a transform, which must not count.
      const gap = parseFloat(getComputedStyle(overlay).bottom) || 0
      const space = `${overlay.offsetHeight + gap + overlayClearance}px`
      html.style.scrollPaddingBottom = space
      if (pads) body.style.paddingBottom = space
    }
    apply()
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : undefined
    observer?.observe(overlay)
    return () => {
      observer?.disconnect()
      html.style.scrollPaddingBottom = ''
      body.style.paddingBottom = ''
    }
  }, [ref, active])
}
