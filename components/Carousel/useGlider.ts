import { useEffect, useRef, type RefObject } from 'react'
import type Glider from 'glider-js'
import { gliderOptions, type CarouselLayout } from './carouselLayout'

/** Where glider has settled: the first visible slide and how many show. */
export type GliderPosition = { index: number; perView: number }

type GliderElement = HTMLElement & { _glider?: Glider<HTMLElement> }

/**
 * Starts glider on `viewport` once in the browser and destroys it on unmount. Glider is loaded in
 * the effect because it touches `window` at import and throws in Node; it also keeps it off the
 * prerender. `onSettle` hears where it lands after a move, a drag or a resize.
 */
export function useGlider(viewport: RefObject<HTMLElement | null>, layout: CarouselLayout, onSettle: (position: GliderPosition) => void) {
  const glider = useRef<Glider<HTMLElement> | null>(null)
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
    let scrollEnd: ReturnType<typeof setTimeout> | undefined

    const report = () => {
      // Without layout (a hidden carousel, or a test DOM) glider knows nothing: keep our own state.
      if (!instance?.itemWidth) return
      settle.current({ index: Math.round(element.scrollLeft / instance.itemWidth), perView: Number(instance.opt.slidesToShow) })
    }
    const onScroll = () => {
      clearTimeout(scrollEnd)
      scrollEnd = setTimeout(report, 120)
    }

    void import('glider-js').then(({ default: GliderClass }) => {
      if (cancelled) return
      const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
      instance = new GliderClass(element, gliderOptions(options, reducedMotion))
      glider.current = instance
      element.addEventListener('glider-animated', report)
      element.addEventListener('glider-refresh', report)
      element.addEventListener('scroll', onScroll, { passive: true })
      report()
    })

    return () => {
      cancelled = true
      clearTimeout(scrollEnd)
      glider.current = null
      if (!instance) return
      element.removeEventListener('glider-animated', report)
      element.removeEventListener('glider-refresh', report)
      element.removeEventListener('scroll', onScroll)
      // Glider's only hold outside the element is its resize listener. Its destroy() would swap the element
      // React owns for a clone, and the element goes away with the component anyway: only unhook.
      window.removeEventListener('resize', instance.resize)
      delete element._glider
    }
  }, [viewport, layoutKey])

  return glider
}
