// A module-level signal between "Privacy choices" and the banner, both in the layout: no context or store needed.
const listeners = new Set<(opener?: HTMLElement) => void>()

/** Shows the consent banner again; focus returns to `opener`, the button pressed, after the choice. */
export function openConsentBanner(opener?: HTMLElement) {
  for (const listener of listeners) listener(opener)
}

/** Calls `listener` whenever the banner is asked to open, with the button that asked; returns the unsubscribe function. */
export function onOpenConsentBanner(listener: (opener?: HTMLElement) => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
