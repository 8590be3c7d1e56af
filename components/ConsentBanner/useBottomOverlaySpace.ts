import { useEffect, type RefObject } from 'react'

/** Room kept between a focused element and the overlay above which it is scrolled, in px. */
const overlayClearance = 8

/**
 * While a fixed overlay sits at the bottom of the viewport, keeps focused elements visible above it
 * (WCAG 2.4.11): `scroll-padding-bottom` makes the browser scroll them clear of the overlay, and
 * on pages that already scroll, bottom padding lets the last lines of the footer scroll clear too.
 * Nothing on the page moves: the padding only extends the page below its end.
 */
export function useBottomOverlaySpace(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const overlay = ref.current
    if (!active || !overlay) return
    const { documentElement: html, body } = document
    // Only pages that scroll anyway get padding: on a short page it would add a scrollbar and narrow the layout.
    const pads = html.scrollHeight > html.clientHeight
    const apply = () => {
      // The overlay's height plus its gap to the viewport's bottom edge, and a little air above it. Read from layout,
      // not getBoundingClientRect(): the overlay rises in with a transform, which must not shrink the space.
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
