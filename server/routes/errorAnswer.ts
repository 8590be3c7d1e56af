import { type IncomingHttpHeaders, STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { replyMessage, type ReplyProblem } from '../../data/forms/formReplyText'
import { splitLocale } from '../../data/localePath'
import { defaultLocale, isLocale, locales, type Locale } from '../../data/locales'
import { nodeI18n } from '../../locales/nodeI18n'

// 403, 409 and 425 are the bot defence's refusals (refusalReasons.ts); 422 a reused Idempotency-Key.
const problems: Record<number, ReplyProblem> = {
  400: 'unsupported',
  403: 'notVerified',
  408: 'timedOut',
  409: 'notVerified',
  413: 'tooLarge',
  415: 'unsupported',
  422: 'keyReused',
  425: 'tooFast',
  429: 'tooMany',
  503: 'unavailable',
}

/** Why a post got a status, as the answers word it: a 400 with field errors is `invalid`, other 400s were unreadable. */
export function replyProblem(status: number, hasFieldErrors = false): ReplyProblem {
  if (status === 400 && hasFieldErrors) return 'invalid'
  // Any other client error is the post's own fault: send it again, or as a form.
  return problems[status] ?? 'unsupported'
}

/** A refused post's JSON: Fastify's fields, a `message` in the page's language, a 400's `errors`, the bot defence's `reason`. */
export function errorAnswer(status: number, locale: Locale, errors?: Record<string, string>, reason?: string) {
  const message = replyMessage(nodeI18n(locale), replyProblem(status, errors !== undefined))
  return { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message, ...(errors ? { errors } : {}), ...(reason ? { reason } : {}) }
}

/** A request's media type, lower-cased, without parameters. */
export function mediaType(headers: IncomingHttpHeaders): string {
  return (headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase()
}

/** A post from a plain HTML form (no JavaScript): it gets redirects and HTML pages, not JSON. */
export const isFormPost = (headers: IncomingHttpHeaders) => mediaType(headers) === 'application/x-www-form-urlencoded'

// The status of Node's client errors, as Fastify's own handler gives them; any other is a bad request.
const statuses: Record<string, number> = { ERR_HTTP_REQUEST_TIMEOUT: 408, HPE_HEADER_OVERFLOW: 431 }

/** Answers a request Node gave up on before any route (slow body, bad headers) in the API's format, then closes it. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex, headers?: IncomingHttpHeaders): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const status = statuses[error.code ?? ''] ?? 400
  const answer = errorAnswer(status, answerLocale(headers))
  const body = JSON.stringify(answer)
  const head = [
    `HTTP/1.1 ${status} ${answer.error}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'connection: close',
  ]
  if (socket.writable) socket.write([...head, '', body].join('\r\n'))
  socket.destroy(error)
}

/** A page address as a URL (a path resolves on a placeholder origin); undefined when it is none. */
export function pageUrl(address: unknown): URL | undefined {
  return typeof address === 'string' && address !== '' && URL.canParse(address, 'http://localhost') ? new URL(address, 'http://localhost') : undefined
}

/** The locale segment of a page address, e.g. `https://tecto.com.br/en-us/contato` → `en-us`. */
export function localeOfAddress(address: unknown): Locale | undefined {
  const { locale, hasLocaleSegment } = splitLocale(pageUrl(address)?.pathname ?? '/')
  return hasLocaleSegment ? locale : undefined
}

/** Whether a parsed body is an object of fields, as every form sends: not an array, a string or null. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The language a body states: its `locale` field, else the locale segment of its page address (`origin`). */
export function bodyLocale(body: unknown): Locale | undefined {
  if (!isRecord(body)) return undefined
  const { locale, origin } = body
  const field = typeof locale === 'string' ? locale.toLowerCase() : undefined
  return isLocale(field) ? field : localeOfAddress(origin)
}

/** Our locale for one language range: the exact tag (`en-US`), else the same language (`en`, `en-GB`). */
function localeOfRange(range: string): Locale | undefined {
  const exact = locales.find((locale) => locale.tag.toLowerCase() === range)
  if (exact) return exact.segment
  const language = range.split('-', 1)[0]
  return locales.find((locale) => locale.tag.toLowerCase().split('-', 1)[0] === language)?.segment
}

/** The most preferred of our locales in an Accept-Language header (`es-MX,es;q=0.9,en;q=0.5` → `es-es`); `*` says nothing. */
export function acceptedLocale(header: string | string[] | undefined): Locale | undefined {
  const ranges = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part, index) => {
      const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim())
      const q = parameters.find((parameter) => /^q=/i.test(parameter))
      return { range: range.toLowerCase(), weight: q === undefined ? 1 : Number(q.slice(2)), index }
    })
    .filter(({ range, weight }) => range !== '' && range !== '*' && weight > 0)
    // Equal weights keep the header's order.
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  return ranges.map(({ range }) => localeOfRange(range)).find(Boolean)
}

/** The answer's language: the body's, else Accept-Language (set by the form's script) or, for a native form post, the Referer first. */
export function answerLocale(headers: IncomingHttpHeaders = {}, body?: unknown): Locale {
  const fromBody = bodyLocale(body)
  if (fromBody) return fromBody
  const fromHeader = acceptedLocale(headers['accept-language'])
  const fromReferer = localeOfAddress(headers.referer)
  return (isFormPost(headers) ? (fromReferer ?? fromHeader) : (fromHeader ?? fromReferer)) ?? defaultLocale
}
