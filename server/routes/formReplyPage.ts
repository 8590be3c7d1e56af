import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FormReply as PageReply } from '../../data/forms/formReply'
import { fieldLabel, pageProblems, replyBack, replyMessage, replyTitle, type ReplyProblem } from '../../data/forms/formReplyText'
import { localizePath, splitLocale } from '../../data/localePath'
import { localeTag, type Locale } from '../../data/locales'
import { formPageIds, paths } from '../../data/routes'
import { nodeI18n } from '../../locales/nodeI18n'
import { escapeHtml } from '../../shared/escapeHtml'
import { loadOnce } from '../../shared/loadOnce'
import { answerLocale, isRecord, pageUrl } from './errorAnswer'
import { leadAttribution } from './leadPage'
import { readSubmission, type Submission } from './readSubmission'

/** Renders the site's page at a path with a refused post's reply in its form (renderFormPageOf); undefined when it cannot. */
export type RenderFormPage = (path: string, reply: PageReply) => Promise<string | undefined>

// The pages a visitor can post a form from; a back link goes to one of them and nowhere else.
const formPages: readonly string[] = formPageIds.map((id) => paths[id])

/** A page of the site for a redirect or a link: absolute on the sending page's origin when allowed (an API on its own host), else relative. */
export function sitePage(path: string, pageAddress: unknown, allowedOrigins: readonly string[]): string {
  const origin = pageUrl(pageAddress)?.origin
  return origin && allowedOrigins.includes(origin) ? origin + path : path
}

// The directives a page needs to load its own files from the site when the API serves it from another origin.
const siteDirectives = ['base-uri', 'script-src', 'style-src', 'font-src', 'img-src', 'connect-src']

/** A Content-Security-Policy that also lets `siteOrigin` serve the answer page's files (its `'self'` is the API's). */
function allowSiteOrigin(policy: string, siteOrigin: string): string {
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

/** What the answer to a refused post without JavaScript needs besides the request: `submission` once its body was read. */
type FormReply = {
  status: number
  problem: ReplyProblem
  submission?: Submission
  errors?: Record<string, string>
  allowedOrigins: readonly string[]
  renderFormPage?: RenderFormPage
}

/** Answers a refused no-JS post with its form page again: values, errors by field, campaign; `<base>` the sending site. */
export async function formReplyPage(request: FastifyRequest, reply: FastifyReply, { status, problem, errors = {}, allowedOrigins, ...options }: FormReply) {
  const locale = answerLocale(request.headers, request.body)
  const { referer } = request.headers
  // A failure after the body was read (the store's 503) still gives the visitor their values back; a 413's or a 415's never is read.
  const submission = options.submission ?? (isRecord(request.body) ? readSubmission(request.body, referer) : undefined)
  const pageAddress = submission?.fields.origin ?? referer
  // The form page the visitor came from, in their locale; the contact page when it cannot tell.
  const formPage = splitLocale(pageUrl(pageAddress)?.pathname ?? '/').path
  const path = localizePath(locale, formPages.includes(formPage) ? formPage : paths.contact)
  // Posted from an allowed origin: the page's root-relative styles, fonts and links point there, wherever the API is.
  const baseHref = [pageAddress, referer].map((address) => sitePage('/', address, allowedOrigins)).find((root) => root !== '/')
  const html = await options.renderFormPage?.(path, {
    ...(submission && {
      values: Object.fromEntries(Object.entries(submission.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
      campaign: leadAttribution({ fields: submission.fields, referer, host: request.host, formPost: true }, allowedOrigins) as Record<string, string>,
    }),
    errors,
    reason: replyMessage(nodeI18n(locale), problem),
    ...(baseHref && { baseHref }),
  })
  reply.code(status).type('text/html; charset=utf-8')
  if (!html) return reply.send(replyPage(locale, problem, errors, sitePage(path, pageAddress, allowedOrigins)))
  const policy = reply.getHeader('content-security-policy')
  if (baseHref && typeof policy === 'string') reply.header('content-security-policy', allowSiteOrigin(policy, new URL(baseHref).origin))
  return reply.send(html)
}

/** Renders a build's form page with a reply through vike's `renderPage` (loaded on first use); undefined without a build. */
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
