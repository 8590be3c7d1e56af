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

/**
 * An island's name, the plain data (JSON) its component receives as props, and when it hydrates: at once (`load`,
 * the default, for what the first screen shows), or when it comes near the viewport (`visible`, for what sits
 * further down: its code is then neither preloaded nor fetched by a visitor who never scrolls there).
 */
export type IslandProps = { name: string; props?: Record<string, unknown>; hydrate?: IslandHydration }

/**
 * A part of the page that reacts in the browser. The page is HTML only; this renders the component of
 * `<name>.island.tsx` (anywhere under components/) inside a `<tecto-island>` marker, then a JSON script with its props and
 * the translated messages it can show in any state. In the browser, renderer/islands/hydrateIslands.tsx loads that
 * file's chunk and hydrates the marker. Props must be JSON; islands do not nest.
 */
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

/**
 * The island's props and messages: those of the ids the build found in its code (locales/plainMsg/islandMessageIds.ts),
 * or, in development, all. Rendered after the island's subtree, so a translation that failed to format there is
 * already its English source in the page's catalog (locales/SafeI18n.ts), and the browser shows the same.
 */
function IslandData({ props, ids }: { props: Record<string, unknown>; ids: string[] | undefined }) {
  const { messages } = useLingui().i18n
  const carried: Messages = ids ? Object.fromEntries(ids.flatMap((id) => (messages[id] === undefined ? [] : [[id, messages[id]]]))) : messages
  // biome-ignore lint/security/noDangerouslySetInnerHtml: scriptJson escapes every character that could end the script element
  return <script type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson({ props, messages: carried }) }} />
}
