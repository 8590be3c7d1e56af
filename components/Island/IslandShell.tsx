import type { ReactNode } from 'react'
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { PageContext } from 'vike/types'
import { PageContextProvider } from '../../shared/usePageContext'

/** An island's subtree in its language and page: the same wrapper on the server and in the browser, so hydration matches. */
export function IslandShell({ i18n, pageContext, children }: { i18n: I18n; pageContext: PageContext; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <PageContextProvider pageContext={pageContext}>{children}</PageContextProvider>
    </I18nProvider>
  )
}
