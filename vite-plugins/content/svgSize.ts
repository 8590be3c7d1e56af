/** An SVG's drawing size in CSS pixels, from its `width`/`height` attributes or else its `viewBox`. */
export function svgSize(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? ''
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(root)?.[1]
  const width = Number.parseFloat(attribute('width') ?? '')
  const height = Number.parseFloat(attribute('height') ?? '')
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) }
  const [, , boxWidth, boxHeight] = (attribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number)
  if (boxWidth && boxHeight) return { width: Math.round(boxWidth), height: Math.round(boxHeight) }
  return { width: 0, height: 0 }
}
