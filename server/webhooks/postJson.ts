import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'

/** What a receiver answered: only its status and Retry-After matter. */
export type PostAnswer = { status: number; retryAfter: string | null }

/** A request given up on at its deadline. */
export class PostTimeout extends Error {
  override readonly name = 'PostTimeout'
}

/**
 * POSTs `body` to `url` and settles with the status line, at the latest `timeoutMs` after the call
 * (DNS, connection, TLS and the receiver's work included). Redirects are not followed. The answer's
 * body is read and dropped: only the status counts, and nothing the receiver says is kept.
 *
 * node:http rather than fetch: the unit tests run under happy-dom, whose global fetch is a browser's
 * (CORS, an Origin header), and the server should send exactly what the tests see.
 */
export function postJson(url: string, body: string, headers: Record<string, string>, timeoutMs: number, signal?: AbortSignal): Promise<PostAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url)
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest
    // `signal` cuts the request short (an AbortError), as a shutdown does.
    const request = send(target, { method: 'POST', signal, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (response) => {
      resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] ?? null })
      // Drain the answer so the connection can serve the next request; the deadline below still
      // bounds a receiver that never finishes it.
      response.on('end', () => clearTimeout(deadline))
      response.on('error', () => undefined)
      response.resume()
    })
    const deadline = setTimeout(() => request.destroy(new PostTimeout(`no answer within ${timeoutMs} ms`)), timeoutMs)
    request.on('error', (error) => {
      clearTimeout(deadline)
      reject(error)
    })
    request.end(body)
  })
}
