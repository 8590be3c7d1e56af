import { parseArgs } from 'node:util'

/** What the operator asked for. */
export type LeadsCommand =
  | { command: 'help' }
  | { command: 'list'; limit: number; email?: string }
  | { command: 'export'; format: 'csv'; out?: string; email?: string }
  | { command: 'erase'; email: string }
  | { command: 'purge'; olderThanDays: number }
  | { command: 'retry-failed' }
  | { command: 'bots'; days: number }
  | { command: 'sources'; days: number }
  | { command: 'backup'; out: string }

/** A mistake in the command line: the CLI prints it with the usage and exits with 2. */
export class UsageError extends Error {}

/** The CLI's help text. */
export const usage = `Usage: npm run leads -- <command>

  list [--limit 50] [--email X]            newest leads first, with the state of their email and webhooks and
                                           whether they passed the anti-bot check; then the posts refused as
                                           bots'
  bots [--days 30]                         posts refused as bots', per day and reason (nothing else of them
                                           is kept)
  sources [--days 30]                      leads of the last N days per campaign source, medium and name,
                                           verified and unverified apart
  export --format csv [--out FILE] [--email X]
                                           every lead (or one person's), oldest first, as CSV, with the
                                           campaign that brought it
  erase --email X                          deletes every lead of an e-mail address (LGPD erasure request)
  purge --older-than 365d                  deletes leads received more than N days ago (the server
                                           also does this itself, daily, after LEAD_RETENTION_DAYS)
  backup --out FILE                        copies the SQLite store into a new file while the server runs
                                           (PostgreSQL: pg_dump, see docs/operating/lead-store.md)
  retry-failed                             queues again the emails and webhooks marked failed, once their
                                           cause (an address, a mail server setting, a receiver) is fixed

The store is the one the server uses: DATABASE_URL (PostgreSQL), else .data/leads.sqlite.
`

/** A whole number of 1 or more (days may end in `d`: `365d`), `fallback` when left out; else UsageError with `problem`. */
function positive(value: string | undefined, fallback: string | undefined, problem: string): number {
  const match = /^(\d+)d?$/.exec(value ?? fallback ?? '')
  if (!match || Number(match[1]) < 1) throw new UsageError(problem)
  return Number(match[1])
}

/** Reads `npm run leads -- …` arguments; throws UsageError on anything it does not understand. */
export function parseLeadsArgs(argv: string[]): LeadsCommand {
  const { values, positionals } = readArgs(argv)
  const [command, ...extra] = positionals
  if (values.help || command === 'help' || command === undefined) return { command: 'help' }
  if (extra.length) throw new UsageError(`unexpected argument: ${extra.join(' ')}`)
  const email = values.email?.trim()
  switch (command) {
    case 'list':
      return { command, limit: positive(values.limit, '50', '--limit must be a positive whole number'), email }
    case 'export':
      if (values.format !== 'csv') throw new UsageError('export needs --format csv')
      return { command, format: 'csv', out: values.out, email }
    case 'erase':
      if (!email) throw new UsageError('erase needs --email with the address to erase')
      return { command, email }
    case 'purge':
      return { command, olderThanDays: positive(values['older-than'], undefined, 'purge needs --older-than with a number of days, e.g. 365d') }
    case 'retry-failed':
      return { command }
    case 'backup':
      if (!values.out?.trim()) throw new UsageError('backup needs --out with the new file to write')
      return { command, out: values.out.trim() }
    case 'bots':
    case 'sources':
      return { command, days: positive(values.days, '30', '--days must be a positive whole number') }
    default:
      throw new UsageError(`unknown command: ${command}`)
  }
}

/** The command line's options and words, or UsageError with node's reason. */
function readArgs(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        out: { type: 'string' },
        email: { type: 'string' },
        limit: { type: 'string' },
        'older-than': { type: 'string' },
        days: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
}
