// Lead throughput: how many leads per second the site's server accepts (committed durably) over
// real HTTP on 127.0.0.1, for the SQLite store and for PostgreSQL, and how many static pages per
// second the same server answers in the same run, so the cost of the lead path shows beside the
// pages. The server runs in a process of its own (bench/ourServer.ts) and autocannon loads it from
// this one, so the load generator never shares the server's event loop. Used by `npm run bench`;
// run alone with `npx tsx bench/leadThroughput.ts [client dir]`.
import autocannon from 'autocannon'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { defaultClientDir } from '../server/app'
import { readSettings } from '../server/settings'
import { startPostgres } from '../testbed/postgres'
import { startOurServer } from './ourServer'

/** One store's result, with the static-page rate of the same server in the same run. */
export type LeadThroughput = {
  store: 'sqlite' | 'postgres'
  leads: number
  seconds: number
  leadsPerSecond: number
  concurrency: number
  staticRequestsPerSecond: number
}

/** How long each load lasts and over how many connections. */
export type LeadThroughputOptions = { seconds?: number; concurrency?: number }

// A lead of the landing-page form as a browser without JavaScript posts it (no idempotency key: each post is a new
// lead). A post from the form's script must bring a solved anti-bot challenge, each good once, which a load generator
// cannot replay; this one is stored the same way, flagged unverified, and answered 303 once committed. The script's
// posts add an HMAC check and one row (the spent challenge) to the same commit.
const lead = new URLSearchParams({
  form: 'lead',
  name: 'Bench Lead',
  email: 'bench@example.com',
  phone: '(11) 98765-4321',
  country: 'BR',
  state: 'SP',
  origin: '/pt-br/contrate',
}).toString()

/** Loads one URL for `seconds` and returns its 2xx and 3xx answers and the time they took; any other answer fails the run. */
async function load(options: autocannon.Options & { seconds: number }) {
  await autocannon({ ...options, duration: 1 }) // warm up: connections, statement caches, JIT
  const result = await autocannon({ ...options, duration: options.seconds })
  const refused = result.non2xx - result['3xx']
  if (refused || result.errors) throw new Error(`${options.url}: ${refused} answers other than 2xx or 3xx, ${result.errors} errors`)
  return { count: result['2xx'] + result['3xx'], seconds: result.duration }
}

/** Posts leads to the server over one store for `seconds`, then loads its home page as long. */
async function measure(
  store: LeadThroughput['store'],
  databaseUrl: string,
  clientDir: string,
  { seconds = 10, concurrency = 16 }: LeadThroughputOptions,
): Promise<LeadThroughput> {
  const server = await startOurServer(clientDir, databaseUrl)
  try {
    const headers = { 'content-type': 'application/x-www-form-urlencoded' }
    const leads = await load({ url: `${server.url}/api/mail/contact`, method: 'POST', headers, body: lead, connections: concurrency, seconds })
    const pages = await load({
      url: `${server.url}/pt-br/`,
      headers: { 'accept-encoding': 'br, gzip' },
      connections: concurrency,
      seconds: Math.min(seconds, 5),
    })
    return {
      store,
      leads: leads.count,
      seconds: leads.seconds,
      leadsPerSecond: leads.count / leads.seconds,
      concurrency,
      staticRequestsPerSecond: pages.count / pages.seconds,
    }
  } finally {
    await server.stop()
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
    results.push(await measure('sqlite', `sqlite:${join(dir, 'leads.sqlite')}`, clientDir, options))
    const server = await startPostgres({ fsync: true })
    try {
      results.push(await measure('postgres', server.url, clientDir, options))
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  return results
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const clientDir = process.argv[2] ?? defaultClientDir(fileURLToPath(new URL('..', import.meta.url)), readSettings().outDir)
  for (const { store, leadsPerSecond, leads, seconds, concurrency, staticRequestsPerSecond } of await leadThroughput(clientDir)) {
    console.log(
      `${store.padEnd(8)} ${leadsPerSecond.toFixed(0).padStart(6)} leads/s (${leads} leads in ${seconds.toFixed(2)} s, ${concurrency} connections); static pages ${staticRequestsPerSecond.toFixed(0)} req/s`,
    )
  }
}
