// The two lead stores as tests use them: each test gets a new, empty database.
import Database from 'better-sqlite3'
import { join } from 'node:path'
import pg from 'pg'
import type { LeadStore, StoreOptions } from '../../server/leads/leadStore'
import { openPostgresLeadStore } from '../../server/leads/postgresLeadStore'
import { openSqliteLeadStore } from '../../server/leads/sqliteLeadStore'
import type { DatabaseTarget } from '../../server/settings'
import { createTestDatabase } from '../../testbed/postgres'
import { tempDir } from './tempDir'

/** A store kind for tests: new databases, opening them, and a look at their schema_migrations table. */
export type Backend = {
  name: string
  newDatabase(): Promise<string>
  open(db: string, options?: StoreOptions): Promise<LeadStore>
  versions(db: string): Promise<number[]>
  /** Runs SQL on a database directly, e.g. to take it back to an older schema. */
  exec(db: string, sql: string): Promise<void>
  /** The settings' DATABASE_URL target for a database. */
  target(db: string): DatabaseTarget
}

const dir = tempDir('leads')
let files = 0

/** SQLite files in a temp dir, and databases on the test suite's PostgreSQL server. */
export const backends: Backend[] = [
  {
    name: 'SQLite',
    newDatabase: async () => join(dir, `store-${++files}`, 'leads.sqlite'),
    open: async (file, options) => openSqliteLeadStore(file, options),
    target: (path) => ({ kind: 'sqlite', path }),
    versions: async (file) => {
      const db = new Database(file, { readonly: true })
      const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all() as number[]
      db.close()
      return versions
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
    versions: async (url) => {
      const client = new pg.Client(url)
      await client.connect()
      const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')
      await client.end()
      return rows.map((row) => row.version)
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
