import type { ComponentType, ReactNode } from 'react'

/** What an island file (`Name.island.tsx`, anywhere under components/) exports: the component, as `default`. */
export type IslandModule = {
  /** The component, hydrated in the browser with the props the server serialized. */
  // biome-ignore lint/suspicious/noExplicitAny: each island has props of its own; the page passes them as it rendered them
  default: ComponentType<any>
}

/**
 * What an island's later states file (`Name.laterStates.tsx`, beside `Name.island.tsx`) exports: the states the
 * component reaches only in the browser (an open banner, a busy button), rendered on the server only so that their
 * words go into the page, since the browser has no catalog to find them in. A file of its own, which the browser never
 * imports, so nothing these states use travels with the island.
 */
export type LaterStatesModule = {
  // biome-ignore lint/suspicious/noExplicitAny: the island's own props, whatever they are
  laterStates: (props: any) => ReactNode[]
}

/** When an island hydrates: as soon as the page runs, or once it comes near the viewport. */
export type IslandHydration = 'load' | 'visible'

/**
 * An island's name from the path of its file or of its later states file, without folder and suffix:
 * `../../components/Footer/FooterLanguages.island.tsx` → `FooterLanguages`.
 */
export function islandName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).replace(/\.(island|laterStates)\.tsx$/, '')
}

/** The id of the script that carries the page context the islands read (locale, address, header). */
export const pageContextScriptId = 'tecto-page-context'

/** JSON for a `<script type="application/json">`: `<` escaped, so no text inside can close the script. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
