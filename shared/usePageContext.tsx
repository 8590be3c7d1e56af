import { createContext, useContext, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'

const Context = createContext<PageContext | undefined>(undefined)

/** Makes vike's pageContext available to every component: https://vike.dev/pageContext-anywhere */
export function PageContextProvider({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  return <Context.Provider value={pageContext}>{children}</Context.Provider>
}

/** The current page's context: locale, URL and config. */
export function usePageContext(): PageContext {
  const pageContext = useContext(Context)
  if (!pageContext) throw new Error('usePageContext() needs <PageContextProvider>')
  return pageContext
}

/** The current page's locale. */
export function useLocale() {
  return usePageContext().locale
}
