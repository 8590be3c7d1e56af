// Real HTTP requests with node:http: the unit runner replaces the global fetch with happy-dom's.
import { request, type Agent } from 'node:http'

/** An answer: status, headers and body text. */
export type HttpAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** POSTs a body to a URL on 127.0.0.1 and reads the whole answer. */
export function httpPost(url: string, body: string, headers: Record<string, string> = {}, agent?: Agent): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-length': Buffer.byteLength(body), ...headers }, agent }, (res) => {
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

/** GETs a URL on 127.0.0.1 and reads the whole answer. */
export function httpGet(url: string): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}
