// Real HTTP requests with node:http: the unit runner replaces the global fetch with happy-dom's.
import { request, type Agent, type RequestOptions } from 'node:http'

/** An answer: status, headers and body text. */
export type HttpAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** Sends one request to a URL on 127.0.0.1, with `body` if given, and reads the whole answer. */
function send(url: string, options: RequestOptions, body?: string): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, options, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** POSTs a body to a URL on 127.0.0.1 and reads the whole answer. */
export function httpPost(url: string, body: string, headers: Record<string, string> = {}, agent?: Agent): Promise<HttpAnswer> {
  return send(url, { method: 'POST', headers: { 'content-length': Buffer.byteLength(body), ...headers }, agent }, body)
}

/** GETs a URL on 127.0.0.1 and reads the whole answer. */
export function httpGet(url: string): Promise<HttpAnswer> {
  return send(url, {})
}
