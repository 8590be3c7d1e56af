/** What a page needs of an SVG file to draw it inline: its `viewBox` and the markup inside `<svg>`. */
export type SvgParts = { viewBox: string; body: string }

/**
 * Splits a source SVG file (one of ours, in assets/) into its `viewBox` and its drawing, without comments and the
 * white space between tags. Inside an HTML page every `id` shares the page's one namespace, so with `idPrefix` each
 * id, and each `url(#…)` and `href="#…"` that points at one, is prefixed: two files may then both use `id="p"`.
 */
export function svgParts(source: string, idPrefix = ''): SvgParts {
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
