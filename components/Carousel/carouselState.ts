/**
 * Where a carousel stands at `index` (its first visible slide, 0-based, clamped to `lastIndex`): the slides in view, 1-based
 * ("Slides 1 to 4 of 7"), and which ways it can move (docs/product/rules.md: next is off at index 3 with 4 of 7 in view).
 */
export function carouselState(index: number, slideCount: number, perView: number) {
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
