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

// The status of Node's client errors, as Fastify's own handler gives them; any other is a bad request.
const statuses: Record<string, number> = { ERR_HTTP_REQUEST_TIMEOUT: 408, HPE_HEADER_OVERFLOW: 431 }

/**
 * The raw HTTP answer to a request the server gave up on before any route could (a body trickling past the request
 * time, headers too large or malformed), in the API's format and, when the connection's last headers tell, the
 * page's language. The connection is closed after it, as Node and Fastify do.
 */
function clientErrorResponse(errorCode: string | undefined, headers?: IncomingHttpHeaders): string {
  const status = statuses[errorCode ?? ''] ?? 400
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
