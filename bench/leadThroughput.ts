// Lead throughput: how many leads per second the API accepts (201, committed durably) over real
// HTTP on 127.0.0.1, for the SQLite store and for PostgreSQL. Used by `npm run bench`; run alone
// with `npx tsx bench/leadThroughput.ts`.
import Fastify from 'fastify'
import { rmSync, mkdtempSync } from 'node:fs'
import { Agent } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { LeadStore } from '../server/leads/leadStore'
import { openPostgresLeadStore } from '../server/leads/postgresLeadStore'
import { openSqliteLeadStore } from '../server/leads/sqliteLeadStore'
import { leadRoutes } from '../server/routes/leadRoutes'
import { httpPost } from '../tests/support/httpPost'
import { startPostgres } from '../tests/support/postgres'

/** One store's result. */
export type LeadThroughput = { store: 'sqlite' | 'postgres'; leads: number; seconds: number; leadsPerSecond: number; concurrency: number }

/** Bounds of a run: it stops at `maxLeads` or after `maxSeconds`, whichever comes first. */
export type LeadThroughputOptions = { maxLeads?: number; maxSeconds?: number; concurrency?: number }

const body = (i: number) =>
  JSON.stringify({ name: `Bench Lead ${i}`, email: `bench${i}@example.com`, phone: '(11) 98765-4321', state: 'SP', origin: 'https://tecto.com.br/pt-br/contrate' })

/** Posts leads to a server on 127.0.0.1 from `concurrency` keep-alive connections; returns how many got 201. */
async function measure(store: LeadStore, { maxLeads = 2000, maxSeconds = 10, concurrency = 16 }: LeadThroughputOptions): Promise<LeadThroughput> {
  const app = Fastify()
  await app.register(leadRoutes, { prefix: '/api', store, rateLimit: { max: Number.MAX_SAFE_INTEGER } })
  const url = (await app.listen({ port: 0, host: '127.0.0.1' })) + '/api/mail/contact'
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  const post = async (i: number) => {
    const res = await httpPost(url, body(i), { 'content-type': 'application/json' }, agent)
    if (res.status !== 201) throw new Error(`lead ${i}: ${res.status} ${res.body}`)
  }
  try {
    for (let i = 0; i < 50; i++) await post(-i) // warm up: connections, statement caches, JIT
    let next = 0
    let accepted = 0
    const started = performance.now()
    const deadline = started + maxSeconds * 1000
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < maxLeads && performance.now() < deadline) {
          await post(next++)
          accepted++
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    return { store: store.kind, leads: accepted, seconds, leadsPerSecond: accepted / seconds, concurrency }
  } finally {
    agent.destroy()
    await app.close()
  }
}

/**
 * Measures both stores with durable commits: SQLite in WAL with synchronous=FULL in a temp dir,
 * and a temporary PostgreSQL cluster with fsync on (never the DATABASE_URL database).
 */
export async function leadThroughput(options: LeadThroughputOptions = {}): Promise<LeadThroughput[]> {
  const dir = mkdtempSync(join(tmpdir(), 'tecto-bench-'))
  const results: LeadThroughput[] = []
  try {
    const sqlite = openSqliteLeadStore(join(dir, 'leads.sqlite'))
    results.push(await measure(sqlite, options).finally(() => sqlite.close()))
    const server = await startPostgres({ fsync: true })
    try {
      const postgres = await openPostgresLeadStore(server.url)
      results.push(await measure(postgres, options).finally(() => postgres.close()))
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  return results
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const result of await leadThroughput()) {
    console.log(`${result.store.padEnd(8)} ${result.leadsPerSecond.toFixed(0).padStart(6)} leads/s (${result.leads} leads in ${result.seconds.toFixed(2)} s, ${result.concurrency} connections)`)
  }
}
