import { writeFileSync } from 'node:fs'
import { firstDayOf, recentRefusalDays, refusalsByReason } from '../botDefence/refusalSummary'
import type { ListedLead, LeadStore } from '../leads/leadStore'
import type { LeadsCommand } from './parseLeadsArgs'
import { toCsv } from './toCsv'

const exportColumns = ['id', 'created_at', 'form', 'locale', 'name', 'email', 'phone', 'company', 'role', 'country', 'state', 'message', 'origin', 'mail_status', 'verified'] as const

function exportRow(lead: ListedLead): (string | null)[] {
  return [lead.id, lead.createdAt.toISOString(), lead.kind, lead.locale, lead.name, lead.email, lead.phone, lead.company, lead.role, lead.country, lead.state, lead.message, lead.origin, lead.mail?.status ?? null, verifiedText(lead.verified)]
}

/**
 * Whether the lead passed the anti-bot check: `yes` (a solved challenge), `no` (a form sent without JavaScript,
 * stored unchecked), or `-` for leads stored before the check existed.
 */
function verifiedText(verified: boolean | null): string {
  return verified === null ? '-' : verified ? 'yes' : 'no'
}

// A listing is one line per lead, tab-separated: a line break in a message must not start a new one.
const oneLine = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/** The email's state as an operator reads it: `pending (2 failed)`, `failed after 3 attempts: 550 …`. */
function mailState(mail: ListedLead['mail']): string {
  if (!mail) return '-'
  if (mail.status === 'failed') return `failed after ${mail.attempts} attempt(s): ${mail.lastError ?? ''}`
  return mail.status === 'pending' && mail.attempts ? `pending (${mail.attempts} failed)` : mail.status
}

/** The path of the page the form was sent from, which tells the hire and software-factory forms apart. */
function pagePath(origin: string): string {
  try {
    return origin ? new URL(origin, 'http://localhost').pathname : '-'
  } catch {
    return origin
  }
}

function listLine(lead: ListedLead): string {
  return [lead.createdAt.toISOString(), lead.kind, pagePath(lead.origin), lead.locale, lead.name, lead.email, lead.phone, lead.company ?? lead.state ?? lead.country, verifiedText(lead.verified), mailState(lead.mail)]
    .map(oneLine)
    .join('\t')
}

const MS_PER_DAY = 86_400_000

/** Runs one operator command against the store; `write` receives what the operator reads. */
export async function runLeadsCommand(command: LeadsCommand, store: LeadStore, write: (text: string) => void, now = new Date()): Promise<void> {
  switch (command.command) {
    case 'help':
      return
    case 'list': {
      const leads = await store.listLeads({ email: command.email, limit: command.limit, newestFirst: true })
      write(['received\tform\tpage\tlocale\tname\temail\tphone\tcompany/state\tverified\tmail', ...leads.map(listLine)].join('\n') + '\n')
      const refused = Object.entries(await refusalsByReason(store, now, recentRefusalDays)).map(([reason, count]) => `${reason} ${count}`)
      write(`\nPosts refused as bots' in the last ${recentRefusalDays} days (UTC), by reason: ${refused.join(', ')}. Per day: npm run leads -- bots\n`)
      return
    }
    case 'bots': {
      const counts = await store.refusalCounts(firstDayOf(command.days, now))
      if (counts.length === 0) return write(`No post was refused as a bot's in the last ${command.days} days (UTC).\n`)
      write(['day\treason\tposts', ...counts.map(({ day, reason, count }) => `${day}\t${reason}\t${count}`)].join('\n') + '\n')
      return
    }
    case 'export': {
      const csv = toCsv(exportColumns, (await store.listLeads({ email: command.email })).map(exportRow))
      if (!command.out) return write(csv)
      // Personal data: readable by the operator alone.
      writeFileSync(command.out, csv, { mode: 0o600 })
      return write(`Exported to ${command.out}\n`)
    }
    case 'erase': {
      const count = await store.eraseByEmail(command.email)
      return write(`Erased ${count} lead(s) of ${command.email}, with their notification emails.\n`)
    }
    case 'purge': {
      const cutoff = new Date(now.getTime() - command.olderThanDays * MS_PER_DAY)
      const count = await store.purgeBefore(cutoff)
      return write(`Purged ${count} lead(s) received before ${cutoff.toISOString()}.\n`)
    }
    case 'retry-failed': {
      const count = await store.retryFailedMails()
      return write(`Queued ${count} failed notification email(s) again; the running server sends them.\n`)
    }
  }
}
