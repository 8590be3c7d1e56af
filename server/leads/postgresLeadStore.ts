import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { attributionFields } from '../../data/attribution'
import type { LeadStore, StoreOptions } from './leadStore'
import { type LeadTables, leadStoreOn } from './leadStoreOn'
import { migrate } from './migrations'

/**
 * The columns of `leads` that hold what a visitor typed, the address of the page they sent it from, or what their
 * visit's addresses carried (a click id names one ad click).
 */
const visitorColumns = ['name', 'email', 'phone', 'company', 'role', 'message', 'origin', ...attributionFields] as const

/**
 * After a delete: a plain VACUUM marks the space reusable but leaves the old bytes in the pages and indexes; VACUUM
 * FULL writes the live rows to new files (both tables are small, so the lock is short). The planner statistics of
 * `leads` are replaced too: PostgreSQL keeps sample values of each column (pg_stats: most common values, histogram
 * bounds), readable by anyone who may read the table, and VACUUM FULL does not touch them. ANALYZE replaces them with
 * a new sample, except on an empty table, where it leaves the old ones; changing a column to its own type drops them
 * (and rebuilds the indexes on it) in every case. All the columns are `text` (server/leads/migrations.ts).
 */
async function scrub(db: Kysely<LeadTables>): Promise<void> {
  await sql`VACUUM FULL leads, outbox`.execute(db)
  await sql`ALTER TABLE leads ${sql.raw(visitorColumns.map((column) => `ALTER COLUMN ${column} TYPE text`).join(', '))}`.execute(db)
  await sql`ANALYZE leads`.execute(db)
}

/** A `date` column read as the `YYYY-MM-DD` it holds, not as a local midnight. */
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === pg.types.builtins.DATE ? String : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
}

/**
 * The lead store on PostgreSQL (leadStoreOn.ts), for several server instances; commits wait for the WAL flush
 * (keep `synchronous_commit` on). The pool is closed again if the schema cannot be brought up to date, so that the
 * next attempt (connectingLeadStore.ts) starts clean.
 */
export async function openPostgresLeadStore(url: string, options: StoreOptions = {}): Promise<LeadStore> {
  // Fail fast when the database is unreachable: the route answers 503 and the browser keeps the form.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, statement_timeout: 10_000, types })
  // An idle connection dropped by the server emits 'error'; unhandled, it would end the process.
  pool.on('error', (error) => console.error('lead store: idle PostgreSQL connection lost:', error.message))
  // A connection lost while checked out emits 'error' on its client, which nobody else listens to then: unheard, it
  // would end the process. This listener lasts as long as the client; the loss surfaces as the next query's error,
  // and the pool destroys a client that lost its connection instead of handing it out again.
  pool.on('connect', (client) => client.on('error', () => undefined))
  const db = new Kysely<LeadTables>({ dialect: new PostgresDialect({ pool }) })
  try {
    await migrate(db, 'postgres')
  } catch (error) {
    await pool.end()
    throw error
  }
  return leadStoreOn({ dialect: 'postgres', db, scrub }, options)
}
