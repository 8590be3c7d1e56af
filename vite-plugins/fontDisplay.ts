/**
 * Rewrites the `font-display` of @font-face rules to `optional` (@fontsource ships `swap`): the page is painted in
 * the size-matched local fallback if a font is not there within about 100 ms, and the font is used from the next page
 * on. With `swap`, a font arriving after the first paint (a slow network, a busy phone) reflows the text and moves the
 * layout; the fonts are preloaded, so on most visits they are there in time anyway.
 * https://developer.mozilla.org/en-US/docs/Web/CSS/@font-face/font-display
 */
export function optionalFontDisplay(css: string): string {
  return css.replace(/font-display:\s*[a-z]+/g, 'font-display: optional')
}
