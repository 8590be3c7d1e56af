import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { useLingui } from '@lingui/react'
import { usePageContext } from '../../shared/usePageContext'
import { IslandShell } from './IslandShell'
import { RecordingI18n } from './RecordingI18n'
import { SafeI18n } from '../../locales/SafeI18n'
import { islandName, scriptJson, type IslandHydration, type IslandModule, type LaterStatesModule } from './islandModule'

// On the server every island file is at hand: the page renders them inline, and their CSS joins the stylesheet.
const modules = import.meta.glob<IslandModule>('../**/*.island.tsx', { eager: true })
const islands = new Map(Object.entries(modules).map(([path, module]) => [islandName(path), module]))
// And so is each island's later states file, which the browser never imports.
const laterStateFiles = import.meta.glob<LaterStatesModule>('../**/*.laterStates.tsx', { eager: true })
const laterStatesOf = new Map(Object.entries(laterStateFiles).map(([path, module]) => [islandName(path), module.laterStates]))

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
 * the translated messages it used. In the browser, renderer/islands/hydrateIslands.tsx loads that file's chunk
 * and hydrates the marker. Props must be JSON; islands do not nest.
 */
export function Island({ name, props = {}, hydrate = 'load' }: IslandProps) {
  const { i18n } = useLingui()
  const pageContext = usePageContext()
  const island = islands.get(name)
  if (!island) throw new Error(`No island file components/**/${name}.island.tsx`)
  const { default: Component } = island
  const laterStates = laterStatesOf.get(name)
  // Its own Lingui instance records the messages the island uses, so the page carries those and no catalog.
  const recorder = new RecordingI18n(i18n.locale, i18n.messages, i18n instanceof SafeI18n ? i18n.sources : undefined)
  for (const state of laterStates?.(props) ?? []) {
    renderToString(
      <IslandShell i18n={recorder} pageContext={pageContext}>
        {state}
      </IslandShell>,
    )
  }
  return (
    <>
      <tecto-island data-island={name} data-hydrate={hydrate === 'load' ? undefined : hydrate}>
        <IslandShell i18n={recorder} pageContext={pageContext}>
          <Component {...props} />
        </IslandShell>
      </tecto-island>
      <IslandData recorder={recorder} props={props} />
    </>
  )
}

/** The island's props and messages. Rendered after the island's subtree (depth first), so it sees every id it used. */
function IslandData({ recorder, props }: { recorder: RecordingI18n; props: Record<string, unknown> }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: scriptJson escapes every character that could end the script element
  return <script type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson({ props, messages: recorder.usedMessages() }) }} />
}
