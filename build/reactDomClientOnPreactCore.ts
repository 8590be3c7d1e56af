// `hydrateRoot` of react-dom/client on Preact's core (build/preactCore.ts): the islands' hydration
// (renderer/islands/hydrateIslands.tsx) needs nothing else of it.
import { type ComponentChild, hydrate } from 'preact'
import { translateSvgAttributes } from './svgAttributeNames'

// What the islands render after hydration (a drawer's logo, an icon that changes) names SVG attributes React's way.
translateSvgAttributes()

export function hydrateRoot(container: Element, children: ComponentChild) {
  hydrate(children, container)
}
