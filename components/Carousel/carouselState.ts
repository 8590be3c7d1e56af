/** Where a carousel stands: its first visible slide and which ways it can move. */
export type CarouselState = {
  /** The first visible slide, 0-based, kept between 0 and `lastIndex`. */
  index: number
  /** The furthest `index`: the last slide is then the last one visible. */
  lastIndex: number
  /** The first and last visible slides, 1-based, for "Slides 1 to 4 of 7". */
  first: number
  last: number
  canPrevious: boolean
  canNext: boolean
}

/**
 * The state of a carousel of `slideCount` slides showing `perView` at a time, scrolled to `index`.
 * docs/product/rules.md: previous is off at the first slide, next at the last (index 3 with 4 of 7 in view, 6 with 1).
 */
export function carouselState(index: number, slideCount: number, perView: number): CarouselState {
  const shown = Math.max(1, Math.min(Math.floor(perView) || 1, slideCount))
  const lastIndex = Math.max(0, slideCount - shown)
  const at = Math.min(Math.max(0, Math.round(Number.isFinite(index) ? index : 0)), lastIndex)
  return {
    index: at,
    lastIndex,
    first: at + 1,
    last: Math.min(at + shown, Math.max(slideCount, 1)),
    canPrevious: at > 0,
    canNext: at < lastIndex,
  }
}
