import { useEffect, useRef, type MutableRefObject, type RefObject } from 'react'
import type Glider from 'glider-js'
import { gliderOptions, type CarouselLayout } from './carouselLayout'

/** Where the carousel stands: the first visible slide and how many show. */
export type GliderPosition = { index: number; perView: number }

type GliderElement = HTMLElement & { _glider?: Glider<HTMLElement> }

/** How long a visitor's own scroll (drag, touch, trackpad) must rest before the carousel lines up on a slide. */
const freeScrollRestMs = 250

/** The slide our glide is heading to until it arrives, so a second key press moves on from there, not from mid-glide. */
type Heading = MutableRefObject<number | null>

function whereNow(instance: Glider<HTMLElement> | null, heading: Heading): GliderPosition | null {
  // Without layout (a hidden carousel, or a test DOM) glider knows nothing: the carousel keeps its own state.
  if (!instance?.itemWidth) return null
  const index = heading.current ?? Math.round(instance.ele.scrollLeft / instance.itemWidth)
  return { index, perView: Number(instance.opt.slidesToShow) }
}

function glide(instance: Glider<HTMLElement>, heading: Heading, index: number) {
  heading.current = index
  instance.scrollItem(index, false)
}

/** Starts glider on `viewport` (imported in the effect: it touches `window` at import); `onSettle` hears where it lands. */
export function useGlider(viewport: RefObject<HTMLElement | null>, layout: CarouselLayout, onSettle: (position: GliderPosition) => void) {
  const glider = useRef<Glider<HTMLElement> | null>(null)
  const heading = useRef<number | null>(null)
  const settle = useRef(onSettle)
  settle.current = onSettle
  // The per-view numbers, as a value: a layout object made anew on each render must not restart glider.
  const layoutKey = JSON.stringify(layout)

  useEffect(() => {
    const element = viewport.current as GliderElement | null
    if (!element) return
    const options = JSON.parse(layoutKey) as CarouselLayout
    let instance: Glider<HTMLElement> | undefined
    let cancelled = false
    let held = false
    let scrollRest: ReturnType<typeof setTimeout> | undefined
    heading.current = null

    const report = () => {
      // During our own glide the scroll position is on its way; its end reports (onGlideEnd).
      const position = heading.current === null ? whereNow(glider.current, heading) : null
      if (position) settle.current(position)
    }
    const onGlideEnd = (event: Glider.GliderEvent<{ value: string | number }>) => {
      // Glider also ends a glide cut short by a newer one (jumping to its slide first): only the newest one counts.
      if (event.detail.value !== heading.current) return
      heading.current = null
      report()
    }
    // Glider's own scrollLock would do this, but it cannot tell our glides from a visitor's scroll: a stalled frame
    // or a key pressed just after a glide made it pull the slides back to where they were, losing the press.
    const lineUp = () => {
      if (!instance?.itemWidth || heading.current !== null || held) return
      const exact = element.scrollLeft / instance.itemWidth
      const nearest = Math.round(exact)
      if (Math.abs(exact - nearest) > 0.02) glide(instance, heading, nearest)
      else report()
    }
    const onScroll = () => {
      clearTimeout(scrollRest)
      if (heading.current === null) scrollRest = setTimeout(lineUp, freeScrollRestMs)
    }
    const hold = () => {
      held = true
    }
    const release = () => {
      held = false
      onScroll()
    }
    const listeners: [string, EventListener][] = [
      ['glider-animated', onGlideEnd as EventListener],
      ['glider-refresh', report],
      ['scroll', onScroll],
      ...['mousedown', 'touchstart'].map((type): [string, EventListener] => [type, hold]),
      ...['mouseup', 'mouseleave', 'touchend', 'touchcancel'].map((type): [string, EventListener] => [type, release]),
    ]

    void import('glider-js').then(({ default: GliderClass }) => {
      if (cancelled) return
      const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
      instance = new GliderClass(element, gliderOptions(options, reducedMotion))
      glider.current = instance
      for (const [type, listener] of listeners) element.addEventListener(type, listener, { passive: true })
      report()
    })

    return () => {
      cancelled = true
      clearTimeout(scrollRest)
      glider.current = null
      if (!instance) return
      for (const [type, listener] of listeners) element.removeEventListener(type, listener)
      // Not destroy(), which swaps the element React owns for a clone: only its resize listener is outside the element.
      window.removeEventListener('resize', instance.resize)
      delete element._glider
    }
  }, [viewport, layoutKey])

  return {
    /** Where the carousel is, or where a glide under way stops; null until glider knows its layout. */
    where: () => whereNow(glider.current, heading),
    /** Glides so that slide `index` is the first in view. */
    goTo: (index: number) => {
      if (glider.current?.itemWidth) glide(glider.current, heading, index)
    },
  }
}
