import type { Attribution } from '../../data/attribution'
import type { FormReply as PageReply } from '../../data/forms/formReply'
import { replyMessage, type ReplyProblem } from '../../data/forms/formReplyText'
import type { Locale } from '../../data/locales'
import { nodeI18n } from '../../locales/nodeI18n'
import type { Submission } from './readSubmission'
import { replyPage } from './replyPage'
import { formPagePath, sitePage } from './sitePage'

/** Renders the site's page at a path with a refused post's reply in its form (renderFormPage.ts); undefined when it cannot. */
export type RenderFormPage = (path: string, reply: PageReply) => Promise<string | undefined>

/**
 * What the answer to a refused post without JavaScript depends on: the post when its body was read (its values go
 * back), the sending page (`origin` field, else Referer), and its campaign, which the corrected form sends again.
 */
export type FormReply = {
  locale: Locale
  problem: ReplyProblem
  submission?: Submission
  errors?: Record<string, string>
  pageAddress: unknown
  /** An absolute address when the origin field is a path, as a plain form posts it. */
  referer?: string
  allowedOrigins: readonly string[]
  renderFormPage?: RenderFormPage
  attribution?: Attribution
}

// The directives a page needs to load its own files from the site when the API serves it from another origin.
const siteDirectives = ['base-uri', 'script-src', 'style-src', 'font-src', 'img-src', 'connect-src']

/** A Content-Security-Policy that also lets `siteOrigin` serve the answer page's files (its `'self'` is the API's). */
export function allowSiteOrigin(policy: string, siteOrigin: string): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
  for (const name of siteDirectives) {
    const at = directives.findIndex((directive) => directive.split(/\s+/, 1)[0] === name)
    if (at < 0) directives.push(`${name} 'self' ${siteOrigin}`)
    else directives[at] = `${directives[at]} ${siteOrigin}`
  }
  return directives.join(';')
}

/**
 * The answer page to a refused post without JavaScript: the form page it came from, rendered in its language with the
 * posted text values back, each error beside its field; replyPage.ts's small page without a build to render with.
 * `siteOrigin` is set when the page resolves its addresses on the site's origin (a `<base>`), for the CSP to allow.
 */
export async function formReplyPage(reply: FormReply): Promise<{ html: string; siteOrigin?: string }> {
  const { locale, problem, submission, errors = {}, pageAddress, referer, allowedOrigins, attribution } = reply
  const path = formPagePath(locale, pageAddress)
  // Posted from an allowed origin: the page's root-relative styles, fonts and links point there, wherever the API is.
  const baseHref = [pageAddress, referer].map((address) => sitePage('/', address, allowedOrigins)).find((root) => root !== '/')
  const html = await reply.renderFormPage?.(path, {
    // The values are back only when the body was read; a 413's or a 415's never is.
    ...(submission && {
      values: Object.fromEntries(Object.entries(submission.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
    }),
    errors,
    reason: replyMessage(nodeI18n(locale), problem),
    ...(attribution && { campaign: attribution as Record<string, string> }),
    ...(baseHref && { baseHref }),
  })
  if (!html) return { html: replyPage({ locale, problem, errors, backHref: sitePage(path, pageAddress, allowedOrigins) }) }
  return { html, siteOrigin: baseHref && new URL(baseHref).origin }
}
