import { type Kysely, sql } from 'kysely'
import type { LeadTables } from './leadStoreOn'
import { attributionFields } from '../../data/attribution'

/**
 * The columns of `leads` that hold what a visitor typed, the address of the page they sent it from, or what their
 * visit's addresses carried (a click id names one ad click).
 */
const visitorColumns = ['name', 'email', 'phone', 'company', 'role', 'message', 'origin', ...attributionFields] as const

/**
 * Replaces the planner statistics of `leads` by those of the rows that remain, after a delete. PostgreSQL keeps
 * sample values of each column (pg_stats: most common values, histogram bounds), readable by anyone who may
 * read the table, and VACUUM FULL does not touch them. ANALYZE replaces them with a new sample, except on an
 * empty table, where it leaves the old ones; changing a column to its own type drops them (and rebuilds the
 * indexes on it) in every case. All the columns are `text` (server/leads/migrations.ts).
 */
export async function forgetStatistics(db: Kysely<LeadTables>): Promise<void> {
  await sql`ALTER TABLE leads ${sql.raw(visitorColumns.map((column) => `ALTER COLUMN ${column} TYPE text`).join(', '))}`.execute(db)
  await sql`ANALYZE leads`.execute(db)
}
