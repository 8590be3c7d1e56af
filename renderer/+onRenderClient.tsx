// https://vike.dev/onRenderClient
import { hydrateRoot } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import { createI18n } from '../locales/i18n'
import { domainRedirect } from '../data/domainRedirect'
import { settings } from '../data/settings'
import { PageShell } from './PageShell'

/** Hydrates the prerendered page; pages are full page loads (server routing), so this runs once per visit of a page. */
export async function onRenderClient(pageContext: PageContextClient) {
  // SPEC §2: visitors on the other language's domain move there before anything else happens.
  const redirect = domainRedirect(window.location.href, settings.hosts)
  if (redirect) {
    window.location.replace(redirect)
    return
  }
  const { Page } = pageContext
  const i18n = await createI18n(pageContext.locale)
  const root = document.getElementById('root')!
  hydrateRoot(
    root,
    <PageShell pageContext={pageContext} i18n={i18n}>
      {Page ? <Page /> : null}
    </PageShell>,
  )
}
