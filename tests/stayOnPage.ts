/**
 * happy-dom follows a clicked link (window.open on the href), which would replace the test's page.
 * This cancels the navigation of link clicks only; React's handlers still run. Returns the undo,
 * so other suites in the same process get the default behaviour back.
 */
export function stayOnPage() {
  const prevent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault()
  }
  document.addEventListener('click', prevent, { capture: true })
  return () => document.removeEventListener('click', prevent, { capture: true })
}
