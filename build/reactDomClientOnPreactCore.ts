// `hydrateRoot` of react-dom/client on Preact's core (build/preactCore.ts): the islands' hydration
// (renderer/islands/hydrateIslands.tsx) needs nothing else of it.
import { type ComponentChild, hydrate } from 'preact'

export function hydrateRoot(container: Element, children: ComponentChild) {
  hydrate(children, container)
}
