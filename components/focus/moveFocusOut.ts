import { focusMainContent } from './mainContent'

/**
 * Before `container` (a menu's panel, a banner) closes, moves focus out of it if it is inside: to `opener`, what opened
 * it, or when nothing did (or it has left the page), to the main content. A focused element that disappears drops
 * focus to the start of the page, and a keyboard or screen reader user with it (WCAG 2.4.3, docs/product/rules.md).
 * Focus anywhere else stays where the visitor put it.
 */
export function moveFocusOut(container: Element | null, opener?: HTMLElement | null) {
  if (!container?.contains(document.activeElement)) return
  if (opener?.isConnected) opener.focus()
  else focusMainContent()
}
