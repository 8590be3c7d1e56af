// A module-level signal between the footer's "Privacy choices" button and the banner:
// both live in the layout, so no context or store library is needed.
const listeners = new Set<() => void>()

/** Shows the consent banner again, so the visitor can change an earlier choice. */
export function openConsentBanner() {
  for (const listener of listeners) listener()
}

/** Calls `listener` whenever the banner is asked to open; returns the unsubscribe function. */
export function onOpenConsentBanner(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
