import { options, type VNode } from 'preact'

/**
 * SVG presentation attributes as React writes them (`strokeWidth`, `stopColor`, `fontWeight`, `fillRule`…), which SVG
 * knows only by their hyphenated names (`stroke-width`…). React and preact/compat translate them; Preact's core sets
 * them as written, and SVG ignores them: a gradient stop without a colour draws black, a stroke falls back to 1 px.
 * The few SVG attributes that are camelCase in SVG itself (`textLength`, `clipPathUnits`, `markerWidth`, `glyphRef`…)
 * are not matched, so they stay as they are.
 */
const presentationAttribute =
  /^(?:alignment|baseline|clip(?!PathUnits)|color|dominant|fill|flood|font|glyph(?!Ref)|image|letter|lighting|marker(?!Height|Width|Units)|overline|paint|pointer|shape|stop|strikethrough|stroke|text(?!Length)|underline|vector|word|writing)[A-Z]/

/** The SVG name of a prop: `strokeWidth` → `stroke-width`; any other name as it is. */
export const svgAttributeName = (name: string) => (presentationAttribute.test(name) ? name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`) : name)

/**
 * Installs the translation on every element Preact creates from here on. The names it changes are SVG's alone: no
 * HTML element takes a `strokeWidth` or a `stopColor`.
 */
export function translateSvgAttributes() {
  const next = options.vnode
  options.vnode = (vnode: VNode) => {
    if (typeof vnode.type === 'string' && vnode.props) {
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
