import { hydrateRoot } from 'react-dom/client'
import type { Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { PageContext } from 'vike/types'
import { localeTag } from '../../data/locales'
import { islandName, type IslandModule, pageContextScriptId } from '../../components/Island/islandModule'
import ConsentBanner from '../../components/ConsentBanner/ConsentBanner.island'
import { SafeI18n } from '../../locales/SafeI18n'
import { PageContextProvider } from '../../shared/usePageContext'

/** What the server wrote after each island marker (components/Island/Island.tsx). */
type IslandData = { props: Record<string, unknown>; messages: Messages }

// Each island file becomes a chunk of its own, loaded only by the pages that show that island; the consent banner, on
// every page, comes with the entry rather than as one more file.
const files = import.meta.glob<IslandModule['default']>(['../../components/**/*.island.tsx', '!**/ConsentBanner.island.tsx'], { import: 'default' })
const islandLoaders: Record<string, () => Promise<IslandModule['default']>> = {
  ...Object.fromEntries(Object.entries(files).map(([path, load]) => [islandName(path), load])),
  ConsentBanner: () => Promise.resolve(ConsentBanner),
}

const readJson = <T,>(element: Element | null): T => JSON.parse(element?.textContent ?? 'null') as T

/** Ends the current task: each island hydrates in its own, so the browser can paint and answer a tap in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** Hydrates each island from its own chunk, at once or near the viewport (`data-hydrate="visible"`); resolves when the at-once ones are done. */
export async function hydrateIslands(root: ParentNode = document) {
  const pageContext = readJson<PageContext>(document.getElementById(pageContextScriptId))
  const markers = [...root.querySelectorAll<HTMLElement>('tecto-island')]
  const now = markers.filter((marker) => marker.dataset.hydrate !== 'visible')
  for (const marker of markers.filter((marker) => marker.dataset.hydrate === 'visible')) {
    const start = () => void hydrateIsland(marker, pageContext)
    // The marker has no box: its children are watched, about a screen ahead, so that the island's code has arrived by
    // the time the visitor reaches it. Without IntersectionObserver, at once.
    const watched = [...marker.children]
    if (typeof IntersectionObserver === 'undefined' || watched.length === 0) {
      start()
      continue
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        start()
      },
      { rootMargin: '100% 0px' },
    )
    for (const element of watched) observer.observe(element)
  }
  await Promise.all(now.map((marker) => hydrateIsland(marker, pageContext)))
}

async function hydrateIsland(marker: HTMLElement, pageContext: PageContext) {
  const name = marker.dataset.island!
  const tag = localeTag(pageContext.locale)
  const { props, messages } = readJson<IslandData>(marker.nextElementSibling)
  const Component = await islandLoaders[name]!()
  await nextTask()
  // Lingui on the island's messages; a message that fails to format never breaks the island (locales/SafeI18n.ts).
  const i18n = new SafeI18n(tag, messages)
  // A message whose file the island does not import would show as its id (docs/architecture/overview.md): say which.
  i18n.on('missing', ({ id }) => console.error(`Island ${name} has no message ${id}`))
  hydrateRoot(
    marker,
    <I18nProvider i18n={i18n}>
      <PageContextProvider pageContext={pageContext}>
        <Component {...props} />
      </PageContextProvider>
    </I18nProvider>,
  )
}
