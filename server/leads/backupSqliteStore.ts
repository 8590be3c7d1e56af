import Database from 'better-sqlite3'
import { chmodSync, existsSync, renameSync, rmSync } from 'node:fs'

// All pages in one step, one moment: in smaller steps, each write of the server would restart the copy.
const allPages = 0x7fffffff

/** SQLite's online backup of the store at `path` while the server writes, to `out` once it passes the integrity check (0600); returns its leads. */
export async function backupSqliteStore(path: string, out: string): Promise<{ leads: number }> {
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

/** Checks a fresh copy and counts its leads; a single file (rollback journal) restores by copying. */
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
