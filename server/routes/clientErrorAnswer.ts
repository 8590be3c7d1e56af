import type { IncomingHttpHeaders } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Locale } from '../../data/locales'
import { answerLocale } from './answerLocale'
import { errorAnswer } from './errorAnswer'

/** The page's language as a request's headers tell it, for an answer given before (or without) its body. */
export function localeOfHeaders(headers: IncomingHttpHeaders | undefined): Locale {
  const formPost = (headers?.['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')
  return answerLocale({ acceptLanguage: headers?.['accept-language'], referer: headers?.referer, formPost })
}

/** The status Node's client errors get, as Fastify's own handler gives them: a timeout, headers too large, else a bad request. */
function statusOf(code: string | undefined): number {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408
  if (code === 'HPE_HEADER_OVERFLOW') return 431
  return 400
}

/**
 * The raw HTTP answer to a request the server gave up on before any route could answer (a body still trickling in
 * when the request time ran out, headers too large or malformed): the API's `{ statusCode, error, message }`, its
 * message in the page's language when the request's headers are known (`headers`, the last request seen on the
 * connection), else Portuguese. The connection is closed after it, as Node and Fastify do.
 */
export function clientErrorResponse(errorCode: string | undefined, headers?: IncomingHttpHeaders): string {
  const status = statusOf(errorCode)
  const answer = errorAnswer(status, localeOfHeaders(headers))
  const body = JSON.stringify(answer)
  return [
    `HTTP/1.1 ${status} ${answer.error}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'connection: close',
    '',
    body,
  ].join('\r\n')
}

/** Answers a client error on its socket, unless the client is gone (a reset, a socket already closed). */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex, headers?: IncomingHttpHeaders): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  if (socket.writable) socket.write(clientErrorResponse(error.code, headers))
  socket.destroy(error)
}
