import type { ReactNode } from 'react'
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { PageContext } from 'vike/types'
import { PageContextProvider } from '../shared/usePageContext'
import { Layout } from '../components/Layout/Layout'
import '../components/theme/fonts'
import '../components/theme/global.css'

/** Wraps every page in its language, its page context and the site layout. */
export function PageShell({ pageContext, i18n, children }: { pageContext: PageContext; i18n: I18n; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <PageContextProvider pageContext={pageContext}>
        <Layout header={pageContext.config.header ?? 'alternative'}>{children}</Layout>
      </PageContextProvider>
    </I18nProvider>
  )
}
