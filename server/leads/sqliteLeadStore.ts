import Database from 'better-sqlite3'
import { Kysely, SqliteDialect, sql } from 'kysely'
import { chmodSync, existsSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { LeadStore, StoreOptions } from './leadStore'
import { type LeadTables, leadStoreOn } from './leadStoreOn'
import { migrate } from './migrations'

/**
 * After a delete: sample keys an ANALYZE kept (sqlite_stat4) are gathered anew, and the write-ahead log is
 * checkpointed and emptied, so no old page copy remains. Another process's reader may hold the log a moment.
 */
async function scrub(db: Kysely<LeadTables>): Promise<void> {
  if ((await sql`SELECT 1 FROM sqlite_schema WHERE name = 'sqlite_stat4'`.execute(db)).rows.length > 0) await sql`ANALYZE`.execute(db)
  for (let attempt = 0; attempt < 50; attempt++) {
    const [result] = (await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db)).rows
    if (!result?.busy) return
    await sleep(20)
  }
  throw new Error('the SQLite write-ahead log is held by another connection; erasure is incomplete, run it again')
}

/**
 * The default lead store: one SQLite file. `synchronous=FULL` fsyncs every commit, so a lead answered 201 survives a
 * power cut; `secure_delete` zeroes what a delete frees.
 */
export async function openSqliteLeadStore(path: string, options: StoreOptions = {}): Promise<LeadStore> {
  mkdirSync(dirname(path), { recursive: true })
  const created = !existsSync(path)
  const file = new Database(path)
  try {
    // Personal data: a new file is readable by the server's user alone before a lead is written; SQLite gives the
    // -wal and -shm files the database's mode. An existing file keeps the mode its operator gave it.
    if (created) chmodSync(path, 0o600)
    file.pragma('journal_mode = WAL')
    file.pragma('synchronous = FULL')
    file.pragma('foreign_keys = ON')
    file.pragma('secure_delete = ON')
    // Another process (a second server, the operator CLI) may hold the write lock for a moment.
    file.pragma('busy_timeout = 5000')
    const db = new Kysely<LeadTables>({ dialect: new SqliteDialect({ database: file }) })
    await migrate(db, 'sqlite')
    return leadStoreOn({ dialect: 'sqlite', db, scrub }, options)
  } catch (error) {
    // The server tries again later: a failed attempt must not keep the file open.
    file.close()
    throw error
  }
}
