/** The id of the page's `<main>` (components/Layout/Layout.tsx), the skip link's target. */
export const mainContentId = 'conteudo'

/**
 * Before `container` (a panel, a banner) closes, moves focus in it to `opener`, else to the main content: a focused element
 * that disappears drops focus, and a keyboard user, to the start of the page (WCAG 2.4.3, docs/product/rules.md).
 */
export function moveFocusOut(container: Element | null, opener?: HTMLElement | null) {
  if (!container?.contains(document.activeElement)) return
  if (opener?.isConnected) opener.focus()
  else document.getElementById(mainContentId)?.focus({ preventScroll: true })
}
