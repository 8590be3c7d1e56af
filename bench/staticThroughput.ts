// Requests per second for one static page with autocannon: our server and nginx (bench/nginx.ts) get the same page,
// connections, duration and Accept-Encoding.
import autocannon from 'autocannon'

/** The load: which page, how many connections, for how long, what the client accepts. */
export const staticLoad = {
  path: '/pt-br/quem-somos',
  connections: 50,
  seconds: 10,
  warmUpSeconds: 2,
  headers: { 'accept-encoding': 'gzip, br' },
}

/** Loads `baseUrl + staticLoad.path` (after a warm-up) and counts the 2xx answers per second. */
export async function serverThroughput(baseUrl: string) {
  const url = baseUrl + staticLoad.path
  // One GET as the load generator sends it. fetch decodes the body; the headers say what was sent.
  const answer = await fetch(url, { headers: staticLoad.headers })
  await answer.arrayBuffer()
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
    encoding: answer.headers.get('content-encoding') ?? 'identity',
    responseBytes: Number(answer.headers.get('content-length')),
  }
}
