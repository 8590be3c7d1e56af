import type { ComponentType } from 'react'

/** What an island file (`Name.island.tsx`, anywhere under components/) exports: the component, as `default`. */
export type IslandModule = {
  // biome-ignore lint/suspicious/noExplicitAny: each island has props of its own; the page passes them as it rendered them
  default: ComponentType<any>
}

/** When an island hydrates: as soon as the page runs, or once it comes near the viewport. */
export type IslandHydration = 'load' | 'visible'

/** An island's name from its file's path: `../../components/Footer/FooterLanguages.island.tsx` → `FooterLanguages`. */
export function islandName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).replace(/\.island\.tsx$/, '')
}

/** The id of the script that carries the page context the islands read (locale, address, header). */
export const pageContextScriptId = 'tecto-page-context'

/** JSON for a `<script type="application/json">`: `<` escaped, so no text inside can close the script. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
