import { fieldLabel, pageProblems, replyBack, replyTitle, type ReplyProblem } from '../../data/forms/formReplyText'
import { localeTag, type Locale } from '../../data/locales'
import { nodeI18n } from '../../locales/nodeI18n'
import { escapeHtml } from '../../shared/escapeHtml'

/** What the answer page to a post without JavaScript says. */
export type ReplyPageContent = {
  locale: Locale
  problem: ReplyProblem
  /** Messages by field, for `invalid`. */
  errors?: Record<string, string>
  /** Where "back to the form" leads. */
  backHref: string
}

/** A small, self-contained page in the visitor's language explaining why the form was not accepted. */
export function replyPage({ locale, problem, errors = {}, backHref }: ReplyPageContent): string {
  const i18n = nodeI18n(locale)
  const title = escapeHtml(i18n._(replyTitle))
  const items = Object.entries(errors)
    .map(([field, message]) => `<li><strong>${escapeHtml(fieldLabel(i18n, field))}</strong>: ${escapeHtml(message)}</li>`)
    .join('')
  return `<!doctype html>
<html lang="${localeTag(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | Tecto</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#0b1533}a{color:#2447d8}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(i18n._(pageProblems[problem]))}</p>
${items ? `<ul>${items}</ul>` : ''}
<p><a href="${escapeHtml(backHref)}">${escapeHtml(i18n._(replyBack))}</a></p>
</main>
</body>
</html>
`
}
