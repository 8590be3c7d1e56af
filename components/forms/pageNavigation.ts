/**
 * Where a sent form takes the visitor. Every page is a full page load (server routing), so this is
 * plain `location.assign`; an object, so unit tests can replace `goTo` and stay on their page.
 */
export const pageNavigation = {
  goTo(url: string): void {
    window.location.assign(url)
  },
}
