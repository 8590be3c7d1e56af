import Database from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import { chmodSync, existsSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { attributionFields } from '../../data/attribution'
import type { DatabaseTarget } from '../settings'
import type { LeadStore, StoreOptions } from './leadStore'
import { type LeadTables, leadStoreOn } from './leadStoreOn'
import { migrate } from './migrations'

/** Opens the configured lead store and brings its schema up to date. */
export async function openLeadStore(target: DatabaseTarget, options: StoreOptions = {}): Promise<LeadStore> {
  return target.kind === 'postgres' ? openPostgresLeadStore(target.url, options) : openSqliteLeadStore(target.path, options)
}

/** The store as logs name it: "PostgreSQL at host:port/database" (never the password) or "SQLite at <file>". */
export function storeName(target: DatabaseTarget): string {
  if (target.kind === 'sqlite') return `SQLite at ${target.path}`
  if (!URL.canParse(target.url)) return 'PostgreSQL'
  const { host, pathname } = new URL(target.url)
  return `PostgreSQL at ${host}${pathname}`
}

/** After a delete: re-gathers sqlite_stat4's sample keys and empties the write-ahead log, so no old copy remains. */
async function scrubSqlite(db: Kysely<LeadTables>): Promise<void> {
  if ((await sql`SELECT 1 FROM sqlite_schema WHERE name = 'sqlite_stat4'`.execute(db)).rows.length > 0) await sql`ANALYZE`.execute(db)
  for (let attempt = 0; attempt < 50; attempt++) {
    const [result] = (await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db)).rows
    if (!result?.busy) return
    await sleep(20)
  }
  throw new Error('the SQLite write-ahead log is held by another connection; erasure is incomplete, run it again')
}

/** One SQLite file: `synchronous=FULL` so a lead answered 201 survives a power cut; `secure_delete` zeroes freed pages. */
export async function openSqliteLeadStore(path: string, options: StoreOptions = {}): Promise<LeadStore> {
  mkdirSync(dirname(path), { recursive: true })
  const created = !existsSync(path)
  const file = new Database(path)
  try {
    // Personal data: a new file (and its -wal, -shm) is the server user's alone; an existing one keeps its operator's mode.
    if (created) chmodSync(path, 0o600)
    file.pragma('journal_mode = WAL')
    file.pragma('synchronous = FULL')
    file.pragma('foreign_keys = ON')
    file.pragma('secure_delete = ON')
    // Another process (a second server, the operator CLI) may hold the write lock for a moment.
    file.pragma('busy_timeout = 5000')
    const db = new Kysely<LeadTables>({ dialect: new SqliteDialect({ database: file }) })
    await migrate(db, 'sqlite')
    return leadStoreOn({ dialect: 'sqlite', db, scrub: scrubSqlite }, options)
  } catch (error) {
    // The server tries again later: a failed attempt must not keep the file open.
    file.close()
    throw error
  }
}

/** The columns of `leads` that hold what a visitor typed or their visit's addresses carried. */
const visitorColumns = ['name', 'email', 'phone', 'company', 'role', 'message', 'origin', ...attributionFields] as const

/** After a delete: VACUUM FULL drops the old bytes; re-typing each column drops pg_stats' samples (docs/operating/lead-store.md). */
async function scrubPostgres(db: Kysely<LeadTables>): Promise<void> {
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
  return leadStoreOn({ dialect: 'postgres', db, scrub: scrubPostgres }, options)
}
