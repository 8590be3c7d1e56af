import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { migrations } from './migrations'

/** Applies the migrations this file has not seen yet, in one write transaction. */
function migrate(db: Database.Database, now: Date): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)')
  db.transaction(() => {
    const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[])
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue
      db.exec(migration.sqlite)
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(migration.version, migration.name, now.toISOString())
    }
  }).immediate()
}

/**
 * Moves every page out of the write-ahead log and empties it, so deleted data lives on in no old
 * page copy. A reader of another process can hold the log for a moment: try again briefly.
 */
export function truncateLog(db: Database.Database): void {
  for (let attempt = 0; attempt < 50; attempt++) {
    const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[]
    if (!result?.busy) return
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20)
  }
  throw new Error('the SQLite write-ahead log is held by another connection; erasure is incomplete, run it again')
}

/**
 * Opens the lead store's SQLite file, its directory created if needed, and brings its schema up to date. WAL with
 * `synchronous=FULL` fsyncs every commit, so a lead answered 201 survives a SIGKILL or a power cut. `secure_delete`
 * zeroes what a delete frees.
 */
export function openSqliteDatabase(path: string, now: Date): Database.Database {
  mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  try {
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = FULL')
    db.pragma('foreign_keys = ON')
    db.pragma('secure_delete = ON')
    // Another process (a second server, the operator CLI) may hold the write lock for a moment.
    db.pragma('busy_timeout = 5000')
    migrate(db, now)
  } catch (error) {
    // The server tries again later (connectingLeadStore.ts): each failed attempt must not keep a file open.
    db.close()
    throw error
  }

  return db
}
