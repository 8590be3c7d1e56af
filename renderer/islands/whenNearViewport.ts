/** About a screen ahead: an island's code has arrived by the time the visitor reaches it. */
const lookAhead = '100% 0px'

/** Calls `start` once, when a child of `marker` (which has no box) comes within `lookAhead`; at once without IntersectionObserver. */
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
