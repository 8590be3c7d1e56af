/**
 * How far below (and above) the viewport an island starts hydrating: about a screen of scrolling ahead, so its code
 * has arrived by the time the visitor reaches it.
 */
const lookAhead = '100% 0px'

/**
 * Calls `start` once, when any element inside `marker` comes within `lookAhead` of the viewport. The marker itself
 * has no box (`display: contents`), so its children are watched. Without IntersectionObserver, or with nothing to
 * watch, `start` runs at once.
 */
export function whenNearViewport(marker: HTMLElement, start: () => void) {
  const watched = [...marker.children]
  if (typeof IntersectionObserver === 'undefined' || watched.length === 0) return start()
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      start()
    },
    { rootMargin: lookAhead },
  )
  for (const element of watched) observer.observe(element)
}
