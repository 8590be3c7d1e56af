import { resolve } from 'node:path'
import { backupSqliteStore } from '../leads/backupSqliteStore'
import type { DatabaseTarget } from '../settings'

/** `npm run leads -- backup --out FILE`: a consistent copy of the SQLite store; PostgreSQL has tools of its own. */
export async function backupCommand(target: DatabaseTarget, out: string, write: (text: string) => void): Promise<void> {
  if (target.kind === 'postgres') {
    throw new Error(
      "backup copies the SQLite store, and DATABASE_URL names PostgreSQL: back it up with pg_dump or your provider's point-in-time recovery (docs/operating/lead-store.md)",
    )
  }
  const file = resolve(out)
  const { leads } = await backupSqliteStore(target.path, file)
  write(`Backed up ${leads} lead(s) to ${file}; it passed SQLite's integrity check. Restore: stop the server, put it in place of ${target.path}.\n`)
}
