import type { I18n } from '@lingui/core'
import type { PageContextServer } from 'vike/types'
import type { HeadText } from './types'

/** Escapes text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** A page's title or description in its language; a function setting picks its message from the page context first. */
function headText(text: HeadText | undefined, pageContext: PageContextServer, i18n: I18n): string | undefined {
  if (!text) return undefined
  return i18n._(typeof text === 'function' ? text(pageContext) : text)
}

/** The `<head>` of a page: charset, viewport, title and description in the page's language, and `noindex` where configured. */
export function documentHead(pageContext: PageContextServer, i18n: I18n): string {
  const { noindex } = pageContext.config
  const title = headText(pageContext.config.title, pageContext, i18n)
  const description = headText(pageContext.config.description, pageContext, i18n)
  const lines = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title ?? 'Tecto')}</title>`,
  ]
  if (description) lines.push(`<meta name="description" content="${escapeHtml(description)}">`)
  if (noindex) lines.push('<meta name="robots" content="noindex">')
  lines.push('<link rel="icon" href="/favicon.svg" type="image/svg+xml">')
  return lines.join('\n    ')
}
