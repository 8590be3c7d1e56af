import type Glider from 'glider-js'
import { breakpoints, type Breakpoint } from '../theme/responsiveStyle'

/** How many slides show at once and the gap between them, in px. */
export type SlideLayout = { perView: number; spacing: number }

/** A carousel's layout, mobile first: `base`, then overrides from a breakpoint upward. */
export type CarouselLayout = { base: SlideLayout } & Partial<Record<Breakpoint, SlideLayout>>

const breakpointNames = Object.keys(breakpoints) as Breakpoint[]

/** The layout in force at every breakpoint, each inheriting from the one below when not given. */
export function resolveLayout(layout: CarouselLayout): Record<'base' | Breakpoint, SlideLayout> {
  const resolved = { base: layout.base } as Record<'base' | Breakpoint, SlideLayout>
  let below = layout.base
  for (const name of breakpointNames) below = resolved[name] = layout[name] ?? below
  return resolved
}

/** Glider's options, the CSS's per-view numbers: glider switches at `innerWidth >= breakpoint`, so a pixel past a layout's width, as the CSS. */
export function gliderOptions(layout: CarouselLayout, reducedMotion: boolean): Glider.Options {
  return {
    slidesToShow: layout.base.perView,
    slidesToScroll: 1,
    skipTrack: true,
    draggable: true,
    // Off: useGlider lines the slides up after a visitor's scroll itself, and never in the middle of its own glides.
    scrollLock: false,
    // Glider animates for `duration` ms per pixel; a tiny value makes the move instant.
    duration: reducedMotion ? 0.001 : 0.5,
    responsive: breakpointNames.flatMap((name) => {
      const slides = layout[name]
      return slides ? [{ settings: { slidesToShow: slides.perView, slidesToScroll: 1 }, breakpoint: breakpoints[name] + 1 }] : []
    }),
  }
}
