/**
 * Splits one of our SVG files (assets/) into its `viewBox` and its drawing, without comments and the white space between
 * tags. A page's ids share one namespace: `idPrefix` prefixes each id and each `url(#…)` and `href="#…"` pointing at one.
 */
export function svgParts(source: string, idPrefix = ''): { viewBox: string; body: string } {
  const match = /<svg\b([^>]*)>([\s\S]*)<\/svg>/.exec(source)
  const viewBox = match && /\sviewBox="([^"]+)"/.exec(match[1]!)?.[1]
  if (!match || !viewBox) throw new Error('an inline SVG needs an <svg> element with a viewBox')
  let body = match[2]!
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim()
  if (idPrefix) {
    body = body
      .replace(/\bid="([^"]+)"/g, `id="${idPrefix}$1"`)
      .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}$1)`)
      .replace(/\bhref="#([^"]+)"/g, `href="#${idPrefix}$1"`)
  }
  return { viewBox, body }
}
