import type { ReactNode } from 'react'
// test-utils' act rather than React 18.3's own: the same import then also works on preact/compat (the aliases in vite.plugins.ts).
import { act } from 'react-dom/test-utils'
export { act }
import { createRoot } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nProvider } from '@lingui/react'
import type { PageContext } from 'vike/types'
import type { FormReply } from '../data/forms/formReply'
import type { Locale } from '../data/locales'
import type { PageLanguages } from '../data/pageLanguages'
import { createI18n } from '../locales/i18n'
import { sleep } from './support/waitFor'
import { PageContextProvider } from '../shared/usePageContext'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** `formReply`: the page answers a refused post without JavaScript (server/routes/formReplyPage.ts). */
type RenderOptions = { locale?: Locale; urlPathname?: string; languages?: PageLanguages; formReply?: FormReply }

async function wrap(ui: ReactNode, { locale = 'pt-br', urlPathname, languages, formReply }: RenderOptions) {
  const i18n = await createI18n(locale)
  const pageContext = { locale, urlPathname: urlPathname ?? `/${locale}`, languages, config: {}, formReply } as unknown as PageContext
  return (
    <I18nProvider i18n={i18n}>
      <PageContextProvider pageContext={pageContext}>{ui}</PageContextProvider>
    </I18nProvider>
  )
}

/** Renders a component in a locale into happy-dom's document, for tests that click and type. */
export async function render(ui: ReactNode, options: RenderOptions = {}) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  const tree = await wrap(ui, options)
  await act(async () => root.render(tree))
  return {
    container,
    unmount: () => {
      act(() => root.unmount())
      container.remove()
    },
  }
}

/** Renders a component in a locale to HTML, as the prerender does. */
export async function renderToHtml(ui: ReactNode, options: RenderOptions = {}) {
  return renderToStaticMarkup(await wrap(ui, options))
}

/**
 * Renders a component in a locale to HTML, as the prerender does, and parses it: the element returned holds what a
 * visitor's browser would build from the page before any script runs, to query as a user or screen reader meets it.
 */
export async function renderToDocument(ui: ReactNode, options: RenderOptions = {}): Promise<HTMLElement> {
  const root = document.createElement('div')
  root.innerHTML = await renderToHtml(ui, options)
  return root
}

/** Lets `ms` of real time pass inside act(), so timers, promises and the React updates they cause have landed. */
export async function settle(ms = 20) {
  await act(() => sleep(ms))
}

/** Runs an event inside React's act(), so state updates have landed when it returns. */
export async function interact(action: () => void) {
  await act(async () => action())
}
