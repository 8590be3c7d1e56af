import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { Kysely, SqliteDialect } from 'kysely'
import { migrate } from './migrations'

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
export async function openSqliteDatabase(path: string): Promise<Database.Database> {
  mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  try {
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = FULL')
    db.pragma('foreign_keys = ON')
    db.pragma('secure_delete = ON')
    // Another process (a second server, the operator CLI) may hold the write lock for a moment.
    db.pragma('busy_timeout = 5000')
    await migrate(new Kysely({ dialect: new SqliteDialect({ database: db }) }), 'sqlite')
  } catch (error) {
    // The server tries again later (connectingLeadStore.ts): each failed attempt must not keep a file open.
    db.close()
    throw error
  }

  return db
}
