import Database from 'better-sqlite3'
import { chmodSync, existsSync, renameSync, rmSync } from 'node:fs'

/** What a backup wrote: how many leads the copy holds. */
export type BackupResult = { leads: number }

// sqlite3_backup_step copies this many pages at most in one step: all of them, so the copy is one read of one
// moment. In smaller steps, a write by the running server between two steps would restart the copy, maybe forever.
const allPages = 0x7fffffff

/**
 * Copies the SQLite lead store at `path` into a new file `out` while the server keeps writing, with SQLite's
 * online backup: the copy is the database as of one commit, every lead answered before it included. It is
 * written beside `out` first and renamed once it passes SQLite's integrity check, readable by its owner alone
 * (it holds personal data). An existing `out` is refused, so no older backup is overwritten by mistake.
 */
export async function backupSqliteStore(path: string, out: string): Promise<BackupResult> {
  if (!existsSync(path)) throw new Error(`there is no SQLite lead store at ${path}`)
  if (existsSync(out)) throw new Error(`${out} exists already: name a new file, so that no backup is overwritten`)
  const partial = `${out}.partial`
  rmSync(partial, { force: true })
  const source = new Database(path, { fileMustExist: true })
  try {
    // The server may hold the write lock for a moment.
    source.pragma('busy_timeout = 5000')
    await source.backup(partial, { progress: () => allPages })
  } finally {
    source.close()
  }
  try {
    chmodSync(partial, 0o600)
    const leads = checkCopy(partial)
    renameSync(partial, out)
    return { leads }
  } catch (error) {
    rmSync(partial, { force: true })
    throw error
  }
}

/** Checks a fresh copy and counts its leads; it leaves it a single file (rollback journal), which restores by copying. */
function checkCopy(file: string): number {
  const copy = new Database(file, { fileMustExist: true })
  try {
    copy.pragma('journal_mode = DELETE')
    const check = copy.pragma('integrity_check', { simple: true })
    if (check !== 'ok') throw new Error(`the copy failed SQLite's integrity check: ${String(check)}`)
    return copy.prepare('SELECT count(*) FROM leads').pluck().get() as number
  } finally {
    copy.close()
  }
}
