// https://vike.dev/onRenderHtml
import { renderToString } from 'react-dom/server'
import { escapeInject, dangerouslySkipEscape } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { createI18n } from '../locales/i18n'
import { localeTag } from '../data/locales'
import { PageShell } from './PageShell'
import { documentHead } from './documentHead'

/** Renders a page to the static HTML document that the build writes to dist/client. */
export async function onRenderHtml(pageContext: PageContextServer) {
  const { Page } = pageContext
  const i18n = await createI18n(pageContext.locale)
  const html = renderToString(
    <PageShell pageContext={pageContext} i18n={i18n}>
      {Page ? <Page /> : null}
    </PageShell>,
  )
  const head = documentHead(pageContext, i18n)
  return escapeInject`<!doctype html>
<html lang="${localeTag(pageContext.locale)}">
  <head>
    ${dangerouslySkipEscape(head)}
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(html)}</div>
  </body>
</html>`
}
