import { fieldLabel, formReplyText, type ReplyProblem } from '../../data/forms/formReplyText'
import { localeTag, type Locale } from '../../data/locales'
import { escapeHtml } from '../html/escapeHtml'

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
  const text = formReplyText[locale]
  const items = Object.entries(errors)
    .map(([field, message]) => `<li><strong>${escapeHtml(fieldLabel(locale, field))}</strong>: ${escapeHtml(message)}</li>`)
    .join('')
  return `<!doctype html>
<html lang="${localeTag(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title)} | Tecto</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#0b1533}a{color:#2447d8}</style>
</head>
<body>
<main>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.problems[problem])}</p>
${items ? `<ul>${items}</ul>` : ''}
<p><a href="${escapeHtml(backHref)}">${escapeHtml(text.back)}</a></p>
</main>
</body>
</html>
`
}
