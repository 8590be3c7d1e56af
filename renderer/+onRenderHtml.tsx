// https://vike.dev/onRenderHtml
import { renderToString } from 'react-dom/server'
import { escapeInject, dangerouslySkipEscape } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { createI18n } from '../locales/i18n'
import { localeTag } from '../data/locales'
import { I18nProvider } from '@lingui/react'
import { PageContextProvider } from '../shared/usePageContext'
import { Layout } from '../components/Layout/Layout'
import '../components/theme/fonts'
import '../components/theme/global.css'
import { documentHead } from './documentHead'
import { everyLanguage } from '../data/pageLanguages'
import { pageContextScriptId, scriptJson } from '../components/Island/islandModule'

/** Where vike injects the page's stylesheets and preloads. */
const assetsMarker = '__VITE_PLUGIN_SSR__ASSETS_FIRST__'

export async function onRenderHtml(pageContext: PageContextServer) {
  const { Page, config } = pageContext
  // The page's languages from its `languages` setting (renderer/types.ts): every one by default.
  pageContext.languages = (typeof config.languages === 'function' ? config.languages(pageContext) : config.languages) ?? everyLanguage
  const i18n = await createI18n(pageContext.locale)
  // The page in its language, its page context and the site layout.
  const html = renderToString(
    <I18nProvider i18n={i18n}>
      <PageContextProvider pageContext={pageContext}>
        <Layout header={config.header ?? 'alternative'}>{Page ? <Page /> : null}</Layout>
      </PageContextProvider>
    </I18nProvider>,
  )
  const head = documentHead(pageContext, i18n)
  // What the islands read through usePageContext() in the browser.
  const islandContext = scriptJson({
    locale: pageContext.locale,
    urlPathname: pageContext.urlPathname,
    languages: pageContext.languages,
    config: { header: pageContext.config.header },
  })
  // The charset within the first 1024 bytes: before vike's CSS and font preloads, which go at this marker. A `<base>` (a form
  // page the API answers from another origin) before every address it resolves.
  const base = pageContext.formReply?.baseHref
  return escapeInject`<!doctype html>
<html lang="${localeTag(pageContext.locale)}">
  <head>
    <meta charset="utf-8">
    ${base ? escapeInject`<base href="${base}">` : ''}
    ${dangerouslySkipEscape(assetsMarker)}
    ${dangerouslySkipEscape(head)}
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(html)}</div>
    <script type="application/json" id="${pageContextScriptId}">${dangerouslySkipEscape(islandContext)}</script>
  </body>
</html>`
}
