import type { ReactNode } from 'react'
import type { Messages } from '@lingui/core'
import { useLingui } from '@lingui/react'
import islandMessages from 'virtual:island-messages'
import { islandName, scriptJson, type IslandHydration, type IslandModule } from './islandModule'

// On the server every island file is at hand: the page renders them inline, and their CSS joins the stylesheet.
const modules = import.meta.glob<IslandModule>('/components/**/*.island.tsx', { eager: true })
const islands = new Map(Object.entries(modules).map(([path, module]) => [islandName(path), { file: path.slice(1), module }]))

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** An island's marker (display: contents, components/theme/global.css.ts). */
      'tecto-island': { 'data-island': string; 'data-hydrate'?: IslandHydration; children?: ReactNode }
    }
  }
}

/** `visible` hydrates near the viewport: its code is never fetched by a visitor who does not scroll there. */
export type IslandProps = { name: string; props?: Record<string, unknown>; hydrate?: IslandHydration }

/** `<name>.island.tsx` in a marker, then a JSON script of its props and messages for renderer/islands/hydrateIslands.tsx. Islands do not nest. */
export function Island({ name, props = {}, hydrate = 'load' }: IslandProps) {
  const island = islands.get(name)
  if (!island) throw new Error(`No island file components/**/${name}.island.tsx`)
  const { default: Component } = island.module
  return (
    <>
      <tecto-island data-island={name} data-hydrate={hydrate === 'load' ? undefined : hydrate}>
        <Component {...props} />
      </tecto-island>
      <IslandData props={props} ids={islandMessages?.[island.file]} />
    </>
  )
}

/** Its props and messages (locales/plainMsg/islandMessageIds.ts), after it: a translation that failed to format is then English (locales/SafeI18n.ts). */
function IslandData({ props, ids }: { props: Record<string, unknown>; ids: string[] | undefined }) {
  const { messages } = useLingui().i18n
  const carried: Messages = ids ? Object.fromEntries(ids.flatMap((id) => (messages[id] === undefined ? [] : [[id, messages[id]]]))) : messages
  // biome-ignore lint/security/noDangerouslySetInnerHtml: scriptJson escapes every character that could end the script element
  return <script type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson({ props, messages: carried }) }} />
}
