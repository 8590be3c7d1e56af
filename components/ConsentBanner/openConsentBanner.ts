// A module-level signal between the footer's "Privacy choices" button and the banner:
// both live in the layout, so no context or store library is needed.
const listeners = new Set<(opener?: HTMLElement) => void>()

/**
 * Shows the consent banner again, so the visitor can change an earlier choice. `opener` is the button pressed: focus
 * returns to it after the choice (a tap does not focus a button everywhere, so the banner cannot ask the page).
 */
export function openConsentBanner(opener?: HTMLElement) {
  for (const listener of listeners) listener(opener)
}

/** Calls `listener` whenever the banner is asked to open, with the button that asked; returns the unsubscribe function. */
export function onOpenConsentBanner(listener: (opener?: HTMLElement) => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
