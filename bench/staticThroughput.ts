// Requests per second for one static page, from our server and from nginx, in the same run, with
// autocannon. Both get the same page, connections, duration and Accept-Encoding.
import autocannon from 'autocannon'
import { get } from 'node:http'
import { fixedHeaders } from '../server/site/fixedHeaders'
import { attempt, notMeasured, type Outcome } from './outcome'
import { nginxHasBrotliStatic, nginxMissing, nginxVersion, startNginx } from './nginx'

/** The load: which page, how many connections, for how long, what the client accepts. */
export const staticLoad = {
  path: '/pt-br/quem-somos',
  connections: 50,
  seconds: 10,
  warmUpSeconds: 2,
  headers: { 'accept-encoding': 'gzip, br' },
}

/** One server's figures, and what its answer to the page looks like. */
export type ServerThroughput = {
  requestsPerSecond: number
  /** 2xx answers counted over the run. */
  requests: number
  non2xx: number
  errors: number
  /** `Content-Encoding` of the page for this client, e.g. `br` or `gzip`. */
  encoding: string
  /** Bytes of the page as sent (compressed). */
  responseBytes: number
}

/** The comparison; `oursPerNginx` is null when either side was not measured. */
export type StaticThroughput = typeof staticLoad & {
  ours: Outcome<ServerThroughput>
  nginx: Outcome<ServerThroughput & { version: string; brotliStatic: boolean }>
  oursPerNginx: number | null
}

/** One GET as the load generator sends it: the status, encoding and size of the answer. */
function probe(url: string): Promise<{ status: number; encoding: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: staticLoad.headers }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: String(res.headers['content-encoding'] ?? 'identity'), bytes }))
      res.on('error', reject)
    }).on('error', reject)
  })
}

/** Loads `baseUrl + staticLoad.path` (after a warm-up) and counts the 2xx answers per second. */
export async function serverThroughput(baseUrl: string): Promise<ServerThroughput> {
  const url = baseUrl + staticLoad.path
  const answer = await probe(url)
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`)
  const { connections, headers } = staticLoad
  await autocannon({ url, connections, headers, duration: staticLoad.warmUpSeconds })
  const result = await autocannon({ url, connections, headers, duration: staticLoad.seconds })
  if (result['2xx'] === 0) throw new Error(`no 2xx answer from ${url} (${result.errors} errors)`)
  return {
    requestsPerSecond: Math.round(result['2xx'] / result.duration),
    requests: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    encoding: answer.encoding,
    responseBytes: answer.bytes,
  }
}

/**
 * Measures our server at `ourUrl`, then nginx over the same `clientDir` (skipped when nginx is missing),
 * with the same precompressed files and the same headers: like is compared with like.
 */
export async function staticThroughput(ourUrl: string, clientDir: string): Promise<StaticThroughput> {
  const ours = await attempt('our server', () => serverThroughput(ourUrl))
  const missing = nginxMissing()
  const nginx = missing
    ? notMeasured(missing)
    : await attempt('nginx', async () => {
        // The security and policy headers our server gives every answer (nginx's locations add the cache headers).
        const server = await startNginx(clientDir, await fixedHeaders())
        try {
          return { version: nginxVersion(), brotliStatic: nginxHasBrotliStatic(), ...(await serverThroughput(server.url)) }
        } finally {
          await server.stop()
        }
      })
  const oursPerNginx =
    ours.status === 'measured' && nginx.status === 'measured' ? Math.round((ours.requestsPerSecond / nginx.requestsPerSecond) * 100) / 100 : null
  return { ...staticLoad, ours, nginx, oursPerNginx }
}
