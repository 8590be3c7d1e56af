import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Attribution } from '../../data/attribution'
import type { FormReply as PageReply } from '../../data/forms/formReply'
import { fieldLabel, pageProblems, replyBack, replyMessage, replyTitle, type ReplyProblem } from '../../data/forms/formReplyText'
import { localizePath, splitLocale } from '../../data/localePath'
import { localeTag, type Locale } from '../../data/locales'
import { formPageIds, paths } from '../../data/routes'
import { nodeI18n } from '../../locales/nodeI18n'
import { escapeHtml } from '../../shared/escapeHtml'
import { loadOnce } from '../../shared/loadOnce'
import type { Submission } from './readSubmission'

/** Renders the site's page at a path with a refused post's reply in its form (renderFormPageOf); undefined when it cannot. */
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

// The pages a visitor can post a form from; a back link goes to one of them and nowhere else.
const formPages: readonly string[] = formPageIds.map((id) => paths[id])

/** A page address as a URL (a path resolves on a placeholder origin); undefined when it is none. */
export function pageUrl(address: unknown): URL | undefined {
  return typeof address === 'string' && address !== '' && URL.canParse(address, 'http://localhost') ? new URL(address, 'http://localhost') : undefined
}

/** A page of the site for a redirect or a link: absolute on the sending page's origin when allowed (an API on its own host), else relative. */
export function sitePage(path: string, pageAddress: unknown, allowedOrigins: readonly string[]): string {
  const origin = pageUrl(pageAddress)?.origin
  return origin && allowedOrigins.includes(origin) ? origin + path : path
}

/** The form page a visitor came from, in their locale; the contact page when it cannot tell. */
function formPagePath(locale: Locale, pageAddress: unknown): string {
  const { path } = splitLocale(pageUrl(pageAddress)?.pathname ?? '/')
  return localizePath(locale, formPages.includes(path) ? path : paths.contact)
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
 * The answer to a refused post without JavaScript: its form page in its language, the posted values back, each error by
 * its field (`replyPage` without a build). `siteOrigin`: the page's `<base>`, on the site, for the CSP to allow.
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
  if (!html) return { html: replyPage(locale, problem, errors, sitePage(path, pageAddress, allowedOrigins)) }
  return { html, siteOrigin: baseHref && new URL(baseHref).origin }
}

/**
 * Renders a build's form page again with a refused post's reply, through vike's `renderPage` and the build's
 * `dist/server` (renderer/+config.ts), loaded on the first refused post. Undefined when it cannot: the small page then.
 */
export function renderFormPageOf(clientDir: string): RenderFormPage | undefined {
  const entry = join(clientDir, '..', 'server', 'entry.mjs')
  if (!existsSync(entry)) return undefined
  const renderPage = loadOnce(async () => {
    await import(pathToFileURL(entry).href)
    return (await import('vike/server')).renderPage
  })
  return async (path, formReply) => {
    try {
      const { httpResponse } = await (await renderPage())({ urlOriginal: path, formReply })
      return httpResponse?.statusCode === 200 ? httpResponse.body : undefined
    } catch (error) {
      console.error(`could not render ${path} to answer a refused post`, error)
      return undefined
    }
  }
}

/** A small, self-contained page in the visitor's language explaining why the form was not accepted, its errors by field. */
function replyPage(locale: Locale, problem: ReplyProblem, errors: Record<string, string>, backHref: string): string {
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
