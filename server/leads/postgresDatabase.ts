import pg from 'pg'
import { Kysely, PostgresDialect } from 'kysely'
import { migrate } from './migrations'

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
    await migrate(new Kysely({ dialect: new PostgresDialect({ pool }) }), 'postgres')
  } catch (error) {
    await pool.end()
    throw error
  }

  return pool
}
