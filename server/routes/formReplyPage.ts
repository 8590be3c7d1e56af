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

/** Everything the answer to a refused post without JavaScript depends on. */
export type FormReply = {
  locale: Locale
  problem: ReplyProblem
  /** The post, when its body was read: its values go back into the form. */
  submission?: Submission
  /** Messages by field, for `invalid`. */
  errors?: Record<string, string>
  /** The sending page's address: the `origin` field, else the Referer. */
  pageAddress: unknown
  /** The request's Referer: an absolute address when the origin field is a path, as a plain form posts it. */
  referer?: string
  allowedOrigins: readonly string[]
  renderFormPage?: RenderFormPage
  /** The post's campaign (leadAttribution.ts): the corrected form sends it again, as its page's address will not. */
  attribution?: Attribution
}

/** The posted values that can go back into fields: text, as a form posts it (a repeated field's list is dropped). */
function textValues(submission: Submission): Record<string, string> {
  const fields = Object.entries(submission.fields)
  return Object.fromEntries(fields.filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

/**
 * The answer page to a refused post without JavaScript: the site's own form page it came from, rendered by its
 * components in its language with the posted values back in their fields, each error beside its field and the reason
 * in the form's alert; the small page of replyPage.ts when the server runs without a build to render it with.
 * `siteOrigin` is set when the page resolves its addresses on the site's origin (a `<base>`), which the answer's
 * Content-Security-Policy must then allow.
 */
export async function formReplyPage(reply: FormReply): Promise<{ html: string; siteOrigin?: string }> {
  const { locale, problem, submission, errors = {}, pageAddress, referer, allowedOrigins, attribution } = reply
  const path = formPagePath(locale, pageAddress)
  // Posted from an allowed origin: the page's root-relative styles, fonts and links point there, wherever the API is.
  const baseHref = [pageAddress, referer].map((address) => sitePage('/', address, allowedOrigins)).find((root) => root !== '/')
  const html = await reply.renderFormPage?.(path, {
    // The values are back only when the body was read; a 413's or a 415's never is.
    ...(submission && { values: textValues(submission) }),
    errors,
    reason: replyMessage(nodeI18n(locale), problem),
    ...(attribution && { campaign: attribution as Record<string, string> }),
    ...(baseHref && { baseHref }),
  })
  if (!html) return { html: replyPage({ locale, problem, errors, backHref: sitePage(path, pageAddress, allowedOrigins) }) }
  return { html, siteOrigin: baseHref && new URL(baseHref).origin }
}
