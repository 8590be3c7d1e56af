import type { I18n } from '@lingui/core'
import type { PageContextServer } from 'vike/types'

/** Escapes text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The `<head>` of a page: charset, viewport, title and description in the page's language, and `noindex` where configured. */
export function documentHead(pageContext: PageContextServer, i18n: I18n): string {
  const { title, description, noindex } = pageContext.config
  const lines = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title ? i18n._(title) : 'Tecto')}</title>`,
  ]
  if (description) lines.push(`<meta name="description" content="${escapeHtml(i18n._(description))}">`)
  if (noindex) lines.push('<meta name="robots" content="noindex">')
  lines.push('<link rel="icon" href="/favicon.svg" type="image/svg+xml">')
  return lines.join('\n    ')
}
