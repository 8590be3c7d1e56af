// The operator CLI, `npm run leads` (usage in parseLeadsArgs.ts), on the server's store and settings.
import { resolve } from 'node:path'
import { backupSqliteStore } from '../leads/backupSqliteStore'
import { openLeadStore } from '../leads/openLeadStore'
import { readSettings } from '../settings'
import { parseLeadsArgs, usage, UsageError } from './parseLeadsArgs'
import { runLeadsCommand } from './runLeadsCommand'

try {
  const command = parseLeadsArgs(process.argv.slice(2))
  if (command.command === 'help') {
    process.stdout.write(usage)
  } else if (command.command === 'backup') {
    // A copy of the file, not of the store's contents: no migration, no store opened.
    const { database } = readSettings()
    if (database.kind === 'postgres') {
      throw new Error(
        "backup copies the SQLite store, and DATABASE_URL names PostgreSQL: back it up with pg_dump or your provider's point-in-time recovery (docs/operating/lead-store.md)",
      )
    }
    const file = resolve(command.out)
    const { leads } = await backupSqliteStore(database.path, file)
    process.stdout.write(
      `Backed up ${leads} lead(s) to ${file}; it passed SQLite's integrity check. Restore: stop the server, put it in place of ${database.path}.\n`,
    )
  } else {
    const store = await openLeadStore(readSettings().database)
    try {
      await runLeadsCommand(command, store, (text) => process.stdout.write(text))
    } finally {
      await store.close()
    }
  }
} catch (error) {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n\n${usage}`)
    process.exitCode = 2
  } else {
    process.stderr.write(`leads: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 1
  }
}
