import { fieldLabel, replyKeptValues, replyMessage, replyTitle, type ReplyProblem } from '../../data/forms/formReplyText'
import { sendFailureMessage, writeToUsMessage } from '../../data/forms/sendFailureMessages'
import { localizePath } from '../../data/localePath'
import type { Attribution } from '../../data/attribution'
import type { Locale } from '../../data/locales'
import { paths } from '../../data/routes'
import { nodeI18n } from '../../locales/nodeI18n'
import { fillFormPage } from './filledFormPage'
import type { Submission } from './readSubmission'
import { replyHead } from './replyHead'
import { replyPage } from './replyPage'
import { formPagePath, sitePage } from './sitePage'

/** The built page at a site path (server/siteIndex.ts), as text; undefined when the build has none. */
export type BuiltPage = (path: string) => string | undefined

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
  builtPage?: BuiltPage
  /** The post's campaign (leadAttribution.ts): the corrected form sends it again, as its page's address will not. */
  attribution?: Attribution
  /** The company's public e-mail address (data/companyFacts.ts), offered in the alert as the form's own offers it. */
  contactEmail?: string
}

/** The posted values that can go back into fields: text, as a form posts it (a repeated field's list is dropped). */
function textValues(submission: Submission | undefined): Record<string, string> {
  const fields = Object.entries(submission?.fields ?? {})
  return Object.fromEntries(fields.filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

/**
 * The answer page to a refused post without JavaScript: the site's own form page it came from, in its language, with
 * the posted values back in their fields, each error beside its field and the reason in the form's alert; the small
 * page of replyPage.ts when the server runs without a build that has that page. `siteOrigin` is set when the page
 * resolves its addresses on the site's origin (a `<base>`), which the answer's Content-Security-Policy must then allow.
 */
export function formReplyPage({
  locale,
  problem,
  submission,
  errors = {},
  pageAddress,
  referer,
  allowedOrigins,
  builtPage,
  attribution,
  contactEmail,
}: FormReply): {
  html: string
  siteOrigin?: string
} {
  const path = formPagePath(locale, pageAddress)
  const html = builtPage?.(path)
  const i18n = nodeI18n(locale)
  const kind = submission?.kind ?? (path === localizePath(locale, paths.contact) ? 'contact' : 'lead')
  const filled =
    html &&
    fillFormPage(html, {
      values: textValues(submission),
      errors,
      // The values are back only when the body was read; a 413's or a 415's never is.
      alert: {
        title: sendFailureMessage(i18n, kind),
        lines: [replyMessage(i18n, problem), ...(submission ? [i18n._(replyKeptValues)] : [])],
        link: contactEmail ? { line: i18n._({ ...writeToUsMessage, values: { contactEmail } }), href: `mailto:${contactEmail}` } : undefined,
      },
      labelOf: (field) => fieldLabel(i18n, field),
      hidden: attribution as Record<string, string> | undefined,
    })
  if (!filled) return { html: replyPage({ locale, problem, errors, backHref: sitePage(path, pageAddress, allowedOrigins) }) }
  // Posted from an allowed origin: the page's root-relative styles, fonts and links point there, wherever the API is.
  const baseHref = [pageAddress, referer].map((address) => sitePage('/', address, allowedOrigins)).find((root) => root !== '/')
  return { html: replyHead(filled, { titlePrefix: i18n._(replyTitle), baseHref }), siteOrigin: baseHref && new URL(baseHref).origin }
}
