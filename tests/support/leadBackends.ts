// The two lead stores as tests use them: each test gets a new, empty database.
import Database from 'better-sqlite3'
import { join } from 'node:path'
import pg from 'pg'
import type { LeadStore, StoreOptions } from '../../server/leads/leadStore'
import { openPostgresLeadStore, openSqliteLeadStore } from '../../server/leads/openLeadStore'
import type { DatabaseTarget } from '../../server/settings'
import { createTestDatabase } from '../../testbed/postgres'
import { tempDir } from './tempDir'

/** A store kind for tests: new databases, opening them, and the migrations recorded in them. */
export type Backend = {
  name: string
  newDatabase(): Promise<string>
  open(db: string, options?: StoreOptions): Promise<LeadStore>
  /** The names of the migrations applied to a database, in order. */
  migrations(db: string): Promise<string[]>
  /** The store's tables as the engine describes them (columns, indexes, constraints), to compare two databases. */
  columns(db: string): Promise<unknown[]>
  /** Runs SQL on a database directly, e.g. to take it back to an older schema. */
  exec(db: string, sql: string): Promise<void>
  /** The settings' DATABASE_URL target for a database. */
  target(db: string): DatabaseTarget
}

const dir = tempDir('leads')
const storeTables = "'leads', 'outbox', 'used_challenges', 'bot_refusals', 'server_secrets'"
let files = 0

/** SQLite files in a temp dir, and databases on the test suite's PostgreSQL server. */
export const backends: Backend[] = [
  {
    name: 'SQLite',
    newDatabase: async () => join(dir, `store-${++files}`, 'leads.sqlite'),
    open: openSqliteLeadStore,
    target: (path) => ({ kind: 'sqlite', path }),
    migrations: async (file) => {
      const db = new Database(file, { readonly: true })
      const names = db.prepare('SELECT name FROM kysely_migration ORDER BY name').pluck().all() as string[]
      db.close()
      return names
    },
    columns: async (file) => {
      const db = new Database(file, { readonly: true })
      const tables = db.prepare(`SELECT name FROM sqlite_schema WHERE type = 'table' AND name IN (${storeTables}) ORDER BY name`).pluck().all() as string[]
      const columns = tables.flatMap((table) =>
        (db.pragma(`table_info(${table})`) as { type: string }[]).map((column) => ({ table, ...column, type: column.type.toLowerCase() })),
      )
      const indexes = db.prepare("SELECT tbl_name, name FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL ORDER BY name").all()
      db.close()
      return [...columns, ...indexes]
    },
    // Closed even when the SQL fails (a test may expect it to), so nothing is left open.
    exec: async (file, sql) => {
      const db = new Database(file)
      try {
        db.exec(sql)
      } finally {
        db.close()
      }
    },
  },
  {
    name: 'PostgreSQL',
    newDatabase: createTestDatabase,
    open: openPostgresLeadStore,
    target: (url) => ({ kind: 'postgres', url }),
    migrations: async (url) => {
      const client = new pg.Client(url)
      await client.connect()
      const { rows } = await client.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name')
      await client.end()
      return rows.map((row) => row.name)
    },
    columns: async (url) => {
      const client = new pg.Client(url)
      await client.connect()
      const queries = [
        `SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name IN (${storeTables}) ORDER BY table_name, ordinal_position`,
        `SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename IN (${storeTables}) ORDER BY indexname`,
        `SELECT conrelid::regclass::text AS table, conname, pg_get_constraintdef(oid) AS definition FROM pg_constraint
         WHERE conrelid::regclass::text IN (${storeTables}) ORDER BY conname`,
      ]
      const results = []
      for (const query of queries) results.push(...(await client.query(query)).rows)
      await client.end()
      return results
    },
    exec: async (url, sql) => {
      const client = new pg.Client(url)
      await client.connect()
      try {
        await client.query(sql)
      } finally {
        await client.end()
      }
    },
  },
]
