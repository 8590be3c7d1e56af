import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'

/** What a receiver answered: only its status and Retry-After matter. */
export type PostAnswer = { status: number; retryAfter: string | null }

/** A request given up on at its deadline. */
export class PostTimeout extends Error {
  override readonly name = 'PostTimeout'
}

/**
 * POSTs `body` to `url`, settling with the status within `timeoutMs` (DNS to the receiver's work); no redirect is
 * followed. node:http, not fetch: under the unit tests' happy-dom the global fetch is a browser's (CORS, Origin).
 */
export function postJson(url: string, body: string, headers: Record<string, string>, timeoutMs: number, signal?: AbortSignal): Promise<PostAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url)
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest
    const request = send(target, { method: 'POST', signal, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (response) => {
      resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] ?? null })
      // Drained, so the connection serves the next request; the deadline bounds a receiver that never ends it.
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
