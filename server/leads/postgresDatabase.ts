import pg from 'pg'
import { migrations } from './migrations'
import { withPgClient } from './withPgClient'

// Any number will do, as long as every instance uses the same: it serializes concurrent migrations.
const migrationLock = 7_314_052

/** Applies missing migrations in one transaction; instances starting together wait for each other. */
async function migrate(pool: pg.Pool): Promise<void> {
  await withPgClient(pool, async (client) => {
    await client.query('BEGIN')
    await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLock])
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    )
    const applied = new Set((await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((row) => row.version))
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue
      await client.query(migration.postgres)
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name])
    }
    await client.query('COMMIT')
  })
}

/**
 * Connects the lead store's pool to PostgreSQL and brings the schema up to date; the pool is closed again if that
 * fails, so that the next attempt (connectingLeadStore.ts) starts clean.
 */
export async function openPostgresPool(url: string): Promise<pg.Pool> {
  // Fail fast when the database is unreachable: the route answers 503 and the browser keeps the form.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, statement_timeout: 10_000 })
  // An idle connection dropped by the server emits 'error'; unhandled, it would end the process.
  pool.on('error', (error) => console.error('lead store: idle PostgreSQL connection lost:', error.message))
  // The pool listens for a lost connection while a client is idle, and withPgClient while it is checked out, but
  // nobody between the two: from the moment the pool hands a client over until the caller's code resumes. A
  // termination read in that gap (in the same chunk as the answer that freed the client, say) would end the
  // process. This listener lasts as long as the client; the loss itself surfaces as the next query's error.
  pool.on('connect', (client) => client.on('error', () => undefined))
  try {
    await migrate(pool)
  } catch (error) {
    await pool.end()
    throw error
  }

  return pool
}
