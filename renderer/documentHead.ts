import type { I18n } from '@lingui/core'
import type { PageContextServer } from 'vike/types'
import { settings } from '../data/settings'
import { msg } from '@lingui/core/macro'
import { localizePath, splitLocale } from '../data/localePath'
import { localeTag, type Locale } from '../data/locales'
import { newsFeedPath } from '../data/routes'
import { replyTitle } from '../data/forms/formReplyText'
import { pageUrls } from '../data/pageUrls'
import { jsonLdScript } from './seo/schemaOrg'
import { socialImage } from '../data/socialImage'
import { escapeHtml } from '../shared/escapeHtml'
import type { HeadText } from './types'

/** A page's title or description in its language; a function setting picks its message, or its text, from the page context first. */
function headText(text: HeadText | undefined, pageContext: PageContextServer, i18n: I18n): string | undefined {
  if (!text) return undefined
  const message = typeof text === 'function' ? text(pageContext) : text
  return typeof message === 'string' ? message : i18n._(message)
}

/** `pt-BR` → `pt_BR`: Open Graph writes locales with an underscore. */
const ogLocale = (locale: Locale) => localeTag(locale).replace('-', '_')

/** The `<head>` after the charset: title and description, then `noindex`, or canonical URL, alternates, link-preview cards and JSON-LD. */
export function documentHead(pageContext: PageContextServer, i18n: I18n, origin = settings.siteOrigin): string {
  const { ogType = 'website', structuredData } = pageContext.config
  const noindex = pageContext.config.noindex || pageContext.formReply
  const pageTitle = headText(pageContext.config.title, pageContext, i18n) ?? 'Tecto'
  const title = pageContext.formReply ? `${i18n._(replyTitle)} — ${pageTitle}` : pageTitle
  const description = headText(pageContext.config.description, pageContext, i18n)
  const lines = ['<meta name="viewport" content="width=device-width, initial-scale=1">', `<title>${escapeHtml(title)}</title>`]
  if (description) lines.push(`<meta name="description" content="${escapeHtml(description)}">`)
  lines.push('<link rel="icon" href="/favicon.svg" type="image/svg+xml">')
  if (noindex) {
    lines.push('<meta name="robots" content="noindex">')
    return lines.join('\n    ')
  }

  const { locale } = pageContext
  // urlOriginal, not urlPathname: vike derives the latter from the locale-less path that +onBeforeRoute routes on.
  const { canonical, alternates } = pageUrls(new URL(pageContext.urlOriginal, origin).pathname, origin, pageContext.languages?.locales)
  lines.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`)
  for (const { hreflang, href } of alternates) lines.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`)
  for (const [rel, path] of Object.entries(pageContext.config.pagination?.(pageContext) ?? {})) {
    if (path) lines.push(`<link rel="${rel}" href="${escapeHtml(origin + localizePath(locale, path))}">`)
  }
  // Feed readers find the language's news feed (vite-plugins/newsFeeds.ts) from any of its pages.
  const feedTitle = i18n._(msg({ message: 'Tecto news', comment: "Title of the news feed that feed readers show, and a label on Tecto's own announcements" }))
  lines.push(`<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feedTitle)}" href="${localizePath(locale, newsFeedPath)}">`)
  const siteAlt = msg({ message: 'Tecto: software factory and tech talent', comment: 'Alt text of the picture in link previews on social networks' })
  const { path, ...picture } = pageContext.config.socialImage?.(pageContext) ?? { ...socialImage, type: 'image/png', alt: i18n._(siteAlt) }
  const image = origin + path
  const others = alternates.flatMap((a) => (a.hreflang === 'x-default' ? [] : [splitLocale(new URL(a.href).pathname).locale])).filter((l) => l !== locale)
  // Open Graph (`property`, https://ogp.me) and Twitter card (`name`) tags; a page without a description gets none.
  const meta: [key: string, content: string | undefined][] = [
    ['og:type', ogType],
    ['og:site_name', 'Tecto'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', canonical],
    ['og:locale', ogLocale(locale)],
    ...others.map((other): [string, string] => ['og:locale:alternate', ogLocale(other)]),
    ['og:image', image],
    ['og:image:type', picture.type],
    ['og:image:width', String(picture.width)],
    ['og:image:height', String(picture.height)],
    ['og:image:alt', picture.alt],
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', title],
    ['twitter:description', description],
    ['twitter:image', image],
    ['twitter:image:alt', picture.alt],
  ]
  for (const [key, content] of meta) {
    if (content !== undefined) lines.push(`<meta ${key.startsWith('og:') ? 'property' : 'name'}="${key}" content="${escapeHtml(content)}">`)
  }
  const objects = structuredData?.({ pageContext, i18n, origin, title, description, canonical, url: (path) => origin + localizePath(locale, path) })
  if (objects?.length) lines.push(`<script type="application/ld+json">${jsonLdScript(objects)}</script>`)
  return lines.join('\n    ')
}
