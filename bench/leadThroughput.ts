// Leads per second the site's server accepts, committed durably, over HTTP on 127.0.0.1, and the static pages per
// second the same server answers in the same run, so the cost of the lead path shows beside the pages.
import autocannon from 'autocannon'
import { startPostgres } from '../testbed/postgres'
import { startOurServer } from './servers'

const seconds = 10
const concurrency = 16

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

/** Loads one URL for `duration` seconds after a second's warm-up; an answer other than 2xx or 3xx fails the run. */
async function load(options: autocannon.Options & { duration: number }) {
  const run = (duration: number) => autocannon({ ...options, connections: concurrency, duration })
  await run(1) // warm up: connections, statement caches, JIT
  const result = await run(options.duration)
  const refused = result.non2xx - result['3xx']
  if (refused || result.errors) throw new Error(`${options.url}: ${refused} answers other than 2xx or 3xx, ${result.errors} errors`)
  return { count: result['2xx'] + result['3xx'], seconds: result.duration }
}

/** Posts leads to our server over one store, then loads its home page. */
async function measure(store: 'sqlite' | 'postgres', clientDir: string, databaseUrl?: string) {
  const server = await startOurServer(clientDir, databaseUrl)
  try {
    const headers = { 'content-type': 'application/x-www-form-urlencoded' }
    const leads = await load({ url: `${server.url}/api/mail/contact`, method: 'POST', headers, body: lead, duration: seconds })
    const pages = await load({ url: `${server.url}/pt-br/`, headers: { 'accept-encoding': 'br, gzip' }, duration: 5 })
    const leadsPerSecond = leads.count / leads.seconds
    return { store, leads: leads.count, seconds: leads.seconds, leadsPerSecond, concurrency, staticRequestsPerSecond: pages.count / pages.seconds }
  } finally {
    await server.stop()
  }
}

/** Both stores with durable commits: SQLite (WAL, synchronous=FULL) and a throw-away PostgreSQL with fsync on. */
export async function leadThroughput(clientDir: string) {
  const stores = [await measure('sqlite', clientDir)]
  const postgres = await startPostgres({ fsync: true })
  try {
    stores.push(await measure('postgres', clientDir, postgres.url))
  } finally {
    await postgres.stop()
  }
  return { stores }
}
