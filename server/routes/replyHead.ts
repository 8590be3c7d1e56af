import { escapeHtml } from '../../shared/escapeHtml'
import { findTag } from './htmlTags'

/** What changes in a built page's head when it answers a refused post. */
export type ReplyHead = {
  /** Put before the page's own title. */
  titlePrefix: string
  /** The site's origin, when the API answers from another one (`https://tecto.com.br/`): the page's root-relative addresses resolve there. */
  baseHref?: string
}

/**
 * A built page's head made fit to answer a post: kept out of search indexes (it answers one visitor's post), its
 * title saying the form was not sent, and a `<base>` when it is served from the API's origin rather than the site's.
 */
export function replyHead(html: string, { titlePrefix, baseHref }: ReplyHead): string {
  const head = findTag(html, 'head')
  const headEnd = html.indexOf('</head>')
  if (!head || headEnd < 0) return html
  let page = html.replace(/<title>/, `<title>${escapeHtml(titlePrefix)} — `)
  const robots = findTag(page, 'meta', (tag) => tag.attributes.get('name') === 'robots', 0, page.indexOf('</head>'))
  const noindex = '<meta name="robots" content="noindex">'
  page = robots ? page.slice(0, robots.start) + noindex + page.slice(robots.end) : page.replace('</head>', `${noindex}\n</head>`)
  // First in the head: a <base> applies only to the addresses after it.
  const base = baseHref ? `<base href="${escapeHtml(baseHref)}">` : ''
  return page.slice(0, head.end) + base + page.slice(head.end)
}
