/** The id of the page's `<main>` (components/Layout/Layout.tsx), the skip link's target. */
export const mainContentId = 'conteudo'

/**
 * Gives focus to the page's main content, for when what held it goes away and nothing opened it: the next Tab then
 * starts there, not at the top of the page. The view stays where the visitor was reading.
 */
export function focusMainContent() {
  document.getElementById(mainContentId)?.focus({ preventScroll: true })
}
