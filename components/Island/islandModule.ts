import type { ComponentType, ReactNode } from 'react'

/** What an island file (`Name.island.tsx`, anywhere under components/) exports. */
export type IslandModule = {
  /** The component, hydrated in the browser with the props the server serialized. */
  // biome-ignore lint/suspicious/noExplicitAny: each island has props of its own; the page passes them as it rendered them
  default: ComponentType<any>
  /**
   * The states the component reaches only in the browser (an open banner, a busy button), rendered on the server
   * only so that their words go into the page: the browser has no catalog to find them in.
   */
  // biome-ignore lint/suspicious/noExplicitAny: the island's own props, whatever they are
  laterStates?: (props: any) => ReactNode[]
}

/** When an island hydrates: as soon as the page runs, or once it comes near the viewport. */
export type IslandHydration = 'load' | 'visible'

/** An island file's name without folder and suffix: `../../components/Footer/FooterLanguages.island.tsx` → `FooterLanguages`. */
export function islandName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).replace(/\.island\.tsx$/, '')
}

/** The id of the script that carries the page context the islands read (locale, address, header). */
export const pageContextScriptId = 'tecto-page-context'

/** JSON for a `<script type="application/json">`: `<` escaped, so no text inside can close the script. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
