// The operator CLI: `npm run leads -- list | bots | export --format csv | erase --email X | purge --older-than 365d | backup --out FILE`
// (usage in parseLeadsArgs.ts). It opens the same store as the server, with the same settings.
import { openLeadStore } from '../leads/openLeadStore'
import { readSettings } from '../settings'
import { backupCommand } from './backupCommand'
import { parseLeadsArgs, usage, UsageError } from './parseLeadsArgs'
import { runLeadsCommand } from './runLeadsCommand'

try {
  const command = parseLeadsArgs(process.argv.slice(2))
  if (command.command === 'help') {
    process.stdout.write(usage)
  } else if (command.command === 'backup') {
    // A copy of the file, not of the store's contents: no migration, no store opened.
    await backupCommand(readSettings().database, command.out, (text) => process.stdout.write(text))
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
