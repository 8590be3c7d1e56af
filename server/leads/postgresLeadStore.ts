import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { attributionFields } from '../../data/attribution'
import type { LeadStore, StoreOptions } from './leadStore'
import { type LeadTables, leadStoreOn } from './leadStoreOn'
import { migrate } from './migrations'

/** The columns of `leads` that hold what a visitor typed or their visit's addresses carried. */
const visitorColumns = ['name', 'email', 'phone', 'company', 'role', 'message', 'origin', ...attributionFields] as const

/**
 * After a delete: VACUUM FULL rewrites both (small) tables, where a plain VACUUM leaves the old bytes. Sample values in
 * pg_stats survive that; changing each column to its own type drops them (docs/operating/lead-store.md).
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

/** The lead store on PostgreSQL, for several instances (keep `synchronous_commit` on); a failed migration closes the pool. */
export async function openPostgresLeadStore(url: string, options: StoreOptions = {}): Promise<LeadStore> {
  // Fail fast when the database is unreachable: the route answers 503 and the browser keeps the form.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, statement_timeout: 10_000, types })
  // An idle connection dropped by the server emits 'error'; unhandled, it would end the process.
  pool.on('error', (error) => console.error('lead store: idle PostgreSQL connection lost:', error.message))
  // Likewise a connection lost while checked out, on its client: the loss surfaces as the next query's error.
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
