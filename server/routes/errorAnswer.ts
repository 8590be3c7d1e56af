import { type IncomingHttpHeaders, STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { replyMessage, type ReplyProblem } from '../../data/forms/formReplyText'
import type { Locale } from '../../data/locales'
import { nodeI18n } from '../../locales/nodeI18n'
import { answerLocale } from './answerLocale'

/** The JSON body of a refused post: Fastify's usual fields, with a `message` the form can show as it is. */
export type ErrorAnswer = {
  statusCode: number
  error: string
  message: string
  /** A 400's messages by field. */
  errors?: Record<string, string>
  /** Why the bot defence refused the post (`too-fast`, `replayed`…), for the form's script to act on. */
  reason?: string
}

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

/** The JSON answer to a refused post, its `message` in the page's language. */
export function errorAnswer(status: number, locale: Locale, errors?: Record<string, string>, reason?: string): ErrorAnswer {
  const message = replyMessage(nodeI18n(locale), replyProblem(status, errors !== undefined))
  return { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message, ...(errors ? { errors } : {}), ...(reason ? { reason } : {}) }
}

/** The page's language as a request's headers tell it, for an answer given before (or without) its body. */
export function localeOfHeaders(headers: IncomingHttpHeaders | undefined): Locale {
  const formPost = (headers?.['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')
  return answerLocale({ acceptLanguage: headers?.['accept-language'], referer: headers?.referer, formPost })
}

// The status of Node's client errors, as Fastify's own handler gives them; any other is a bad request.
const statuses: Record<string, number> = { ERR_HTTP_REQUEST_TIMEOUT: 408, HPE_HEADER_OVERFLOW: 431 }

/**
 * Answers on its socket, unless the client is gone, a request the server gave up on before any route could (a slow
 * body, headers too large or malformed): in the API's format and the language its last headers tell; then closes it.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex, headers?: IncomingHttpHeaders): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const status = statuses[error.code ?? ''] ?? 400
  const answer = errorAnswer(status, localeOfHeaders(headers))
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
