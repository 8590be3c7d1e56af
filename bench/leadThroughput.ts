// Lead throughput: how many leads per second the site's server accepts (201, committed durably) over
// real HTTP on 127.0.0.1, for the SQLite store and for PostgreSQL, and how many static pages per
// second the same server answers right after, so a cost of the lead path shows next to the pages.
// Used by `npm run bench`; run alone with `npx tsx bench/leadThroughput.ts [client dir]`.
import { rmSync, mkdtempSync } from 'node:fs'
import { Agent, get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { LeadStore } from '../server/leads/leadStore'
import { openPostgresLeadStore } from '../server/leads/postgresLeadStore'
import { openSqliteLeadStore } from '../server/leads/sqliteLeadStore'
import { buildApp, defaultClientDir } from '../server/app'
import { httpPost } from '../tests/support/httpPost'
import { startPostgres } from '../tests/support/postgres'

/** One store's result, with the static-page rate of the same server in the same run. */
export type LeadThroughput = {
  store: 'sqlite' | 'postgres'
  leads: number
  seconds: number
  leadsPerSecond: number
  concurrency: number
  staticRequestsPerSecond: number
}

/** Bounds of a run: it stops at `maxLeads` or after `maxSeconds`, whichever comes first. */
export type LeadThroughputOptions = { maxLeads?: number; maxSeconds?: number; concurrency?: number }

const body = (i: number) =>
  JSON.stringify({ name: `Bench Lead ${i}`, email: `bench${i}@example.com`, phone: '(11) 98765-4321', state: 'SP', origin: 'https://tecto.com.br/pt-br/contrate' })

/** Calls `step(i)` from `concurrency` loops until `maxCount` calls or `maxSeconds`; returns how many and how long. */
async function load(concurrency: number, maxCount: number, maxSeconds: number, step: (i: number) => Promise<void>) {
  let next = 0
  let done = 0
  const started = performance.now()
  const deadline = started + maxSeconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < maxCount && performance.now() < deadline) {
        await step(next++)
        done++
      }
    }),
  )
  return { count: done, seconds: (performance.now() - started) / 1000 }
}

/** GETs a page and drops the body; anything but 200 is an error. */
function getPage(url: string, agent: Agent): Promise<void> {
  return new Promise((resolve, reject) => {
    get(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      res.resume()
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${url}: ${res.statusCode}`))))
      res.on('error', reject)
    }).on('error', reject)
  })
}

/** Posts leads to the site's server on 127.0.0.1 from `concurrency` keep-alive connections, then loads its home page. */
async function measure(store: LeadStore, clientDir: string, { maxLeads = 2000, maxSeconds = 10, concurrency = 16 }: LeadThroughputOptions): Promise<LeadThroughput> {
  const routes = { prefix: '/api', store, rateLimit: { max: Number.MAX_SAFE_INTEGER } }
  const app = await buildApp({ clientDir, leadCapture: { store, routes, mailStatus: '', close: async () => undefined } })
  const origin = await app.listen({ port: 0, host: '127.0.0.1' })
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  const post = async (i: number) => {
    const res = await httpPost(`${origin}/api/mail/contact`, body(i), { 'content-type': 'application/json' }, agent)
    if (res.status !== 201) throw new Error(`lead ${i}: ${res.status} ${res.body}`)
  }
  try {
    for (let i = 0; i < 50; i++) await post(-i) // warm up: connections, statement caches, JIT
    const leads = await load(concurrency, maxLeads, maxSeconds, post)
    const pages = await load(concurrency, Number.MAX_SAFE_INTEGER, Math.min(maxSeconds, 5), () => getPage(`${origin}/pt-br/`, agent))
    return {
      store: store.kind,
      leads: leads.count,
      seconds: leads.seconds,
      leadsPerSecond: leads.count / leads.seconds,
      concurrency,
      staticRequestsPerSecond: pages.count / pages.seconds,
    }
  } finally {
    agent.destroy()
    await app.close()
  }
}

/**
 * Measures both stores with durable commits: SQLite in WAL with synchronous=FULL in a temp dir,
 * and a temporary PostgreSQL cluster with fsync on (never the DATABASE_URL database).
 */
export async function leadThroughput(clientDir: string, options: LeadThroughputOptions = {}): Promise<LeadThroughput[]> {
  const dir = mkdtempSync(join(tmpdir(), 'tecto-bench-'))
  const results: LeadThroughput[] = []
  try {
    const sqlite = openSqliteLeadStore(join(dir, 'leads.sqlite'))
    results.push(await measure(sqlite, clientDir, options).finally(() => sqlite.close()))
    const server = await startPostgres({ fsync: true })
    try {
      const postgres = await openPostgresLeadStore(server.url)
      results.push(await measure(postgres, clientDir, options).finally(() => postgres.close()))
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  return results
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const clientDir = process.argv[2] ?? defaultClientDir(fileURLToPath(new URL('..', import.meta.url)))
  for (const result of await leadThroughput(clientDir)) {
    const { store, leadsPerSecond, leads, seconds, concurrency, staticRequestsPerSecond } = result
    console.log(`${store.padEnd(8)} ${leadsPerSecond.toFixed(0).padStart(6)} leads/s (${leads} leads in ${seconds.toFixed(2)} s, ${concurrency} connections); static pages ${staticRequestsPerSecond.toFixed(0)} req/s`)
  }
}
