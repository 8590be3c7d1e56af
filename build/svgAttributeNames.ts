import { options, type VNode } from 'preact'

/**
 * SVG presentation attributes as React writes them (`strokeWidth`, `stopColor`, `fontWeight`, `fillRule`…), which SVG
 * knows only by their hyphenated names (`stroke-width`…). React and preact/compat translate them; Preact's core sets
 * them as written, and SVG ignores them: a gradient stop without a colour draws black, a stroke falls back to 1 px.
 * The few SVG attributes that are camelCase in SVG itself (`textLength`, `clipPathUnits`, `markerWidth`…) stay as
 * they are.
 */
const presentationAttribute =
  /^(?:alignment|baseline|clip|color|dominant|fill|flood|font|glyph|image|letter|lighting|marker|overline|paint|pointer|shape|stop|strikethrough|stroke|text|underline|vector|word|writing)[A-Z]/
const svgCamelCase = new Set(['textLength', 'clipPathUnits', 'markerHeight', 'markerWidth', 'markerUnits', 'glyphRef'])

/** The SVG name of a prop: `strokeWidth` → `stroke-width`; any other name as it is. */
export function svgAttributeName(name: string): string {
  if (!presentationAttribute.test(name) || svgCamelCase.has(name)) return name
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

/** The SVG elements the site draws: the translation applies to their props only. */
const svgElements = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'mask',
  'clipPath',
])

/** Installs the translation on every element Preact creates from here on (once; beside compat's, on a form page). */
export function translateSvgAttributes() {
  const next = options.vnode
  options.vnode = (vnode: VNode) => {
    if (typeof vnode.type === 'string' && svgElements.has(vnode.type) && vnode.props) {
      const props = vnode.props as Record<string, unknown>
      for (const name of Object.keys(props)) {
        const svgName = svgAttributeName(name)
        if (svgName === name) continue
        props[svgName] = props[name]
        delete props[name]
      }
    }
    next?.(vnode)
  }
}
