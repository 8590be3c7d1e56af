/** The id of the page's `<main>` (components/Layout/Layout.tsx), the skip link's target. */
export const mainContentId = 'conteudo'

/**
 * Before `container` (a menu's panel, a banner) closes, moves focus out of it if it is inside: to `opener`, or, when
 * nothing opened it or it has left the page, to the main content without scrolling. A focused element that disappears
 * drops focus to the start of the page, and a keyboard or screen reader user with it (WCAG 2.4.3, docs/product/rules.md).
 */
export function moveFocusOut(container: Element | null, opener?: HTMLElement | null) {
  if (!container?.contains(document.activeElement)) return
  if (opener?.isConnected) opener.focus()
  else document.getElementById(mainContentId)?.focus({ preventScroll: true })
}
