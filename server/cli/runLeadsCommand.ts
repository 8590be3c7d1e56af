import { writeFileSync } from 'node:fs'
import { firstDayOf, recentRefusalDays, refusalsByReason } from '../botDefence/refusalSummary'
import { attributionFields } from '../../data/attribution'
import type { DeliveryState, ListedLead, LeadStore } from '../leads/leadStore'
import { webhookAddress } from '../webhooks/leadWebhookPayload'
import type { LeadsCommand } from './parseLeadsArgs'
import { leadSource, sourcesReport } from './sourcesReport'
import { toCsv } from './toCsv'

/** Whether the lead passed the anti-bot check; `-` for leads stored before it existed. */
const verifiedText = (verified: boolean | null) => (verified === null ? '-' : verified ? 'yes' : 'no')

type ExportColumn = [name: string, cell: (lead: ListedLead) => string | null]
const exportColumns: ExportColumn[] = [
  ['id', (lead) => lead.id],
  ['created_at', (lead) => lead.createdAt.toISOString()],
  ['form', (lead) => lead.kind],
  ...(['locale', 'name', 'email', 'phone', 'company', 'role', 'country', 'state', 'message', 'origin'] as const).map(
    (field): ExportColumn => [field, (lead) => lead[field]],
  ),
  ['mail_status', (lead) => lead.mail?.status ?? null],
  // The webhooks in one word, like `mail_status`: `failed`, else `pending`, else `sent`; null without any.
  [
    'webhook_status',
    ({ webhooks }) => (webhooks.length ? (['failed', 'pending'].find((status) => webhooks.some((webhook) => webhook.status === status)) ?? 'sent') : null),
  ],
  ['verified', (lead) => verifiedText(lead.verified)],
  ...attributionFields.map((field): ExportColumn => [field, (lead) => lead.attribution[field] ?? null]),
]

/** A delivery's state as an operator reads it: `pending (2 failed: … ECONNREFUSED)`, `failed after 3 attempt(s): 550 …`. */
function deliveryState(delivery: DeliveryState | null): string {
  if (!delivery) return '-'
  if (delivery.status === 'failed') return `failed after ${delivery.attempts} attempt(s): ${delivery.lastError ?? ''}`
  if (delivery.status === 'pending' && delivery.attempts) return `pending (${delivery.attempts} failed${delivery.lastError ? `: ${delivery.lastError}` : ''})`
  return delivery.status
}

/** A lead as one line of tab-separated cells (a line break in a message must not start a new one). */
function listLine(lead: ListedLead): string {
  const { source, medium, campaign } = leadSource(lead.attribution)
  return [
    lead.createdAt.toISOString(),
    lead.kind,
    // The page's path, which tells the landing pages' forms apart.
    lead.origin && URL.canParse(lead.origin, 'http://localhost') ? new URL(lead.origin, 'http://localhost').pathname : lead.origin || '-',
    lead.locale,
    lead.name,
    lead.email,
    lead.phone,
    lead.company ?? lead.state ?? lead.country,
    verifiedText(lead.verified),
    `${source}/${medium}/${campaign}`,
    deliveryState(lead.mail),
    // Each webhook's address (without its query, which may hold a token) and state.
    lead.webhooks.map((webhook) => `${webhookAddress(webhook.destination)} ${deliveryState(webhook)}`).join('; ') || '-',
  ]
    .map((text) => (text ?? '').replace(/\s+/g, ' ').trim())
    .join('\t')
}

const MS_PER_DAY = 86_400_000

/** Runs one operator command against the store (a backup copies the file instead: leads.ts). */
export async function runLeadsCommand(command: LeadsCommand, store: LeadStore, write: (text: string) => void, now = new Date()): Promise<void> {
  switch (command.command) {
    case 'backup':
      throw new Error('a backup copies the store file, with no store open (leads.ts)')
    case 'list': {
      const leads = await store.listLeads({ email: command.email, limit: command.limit, newestFirst: true })
      write(
        `${['received\tform\tpage\tlocale\tname\temail\tphone\tcompany/state\tverified\tsource/medium/campaign\tmail\twebhooks', ...leads.map(listLine)].join('\n')}\n`,
      )
      const refused = Object.entries(await refusalsByReason(store, now, recentRefusalDays)).map(([reason, count]) => `${reason} ${count}`)
      write(`\nPosts refused as bots' in the last ${recentRefusalDays} days (UTC), by reason: ${refused.join(', ')}. Per day: npm run leads -- bots\n`)
      return
    }
    case 'bots': {
      const counts = await store.refusalCounts(firstDayOf(command.days, now))
      if (counts.length === 0) return write(`No post was refused as a bot's in the last ${command.days} days (UTC).\n`)
      write(`${['day\treason\tposts', ...counts.map(({ day, reason, count }) => `${day}\t${reason}\t${count}`)].join('\n')}\n`)
      return
    }
    case 'sources': {
      const since = new Date(now.getTime() - command.days * MS_PER_DAY)
      return write(sourcesReport(await store.listLeads({ since }), command.days))
    }
    case 'export': {
      const leads = await store.listLeads({ email: command.email })
      const csv = toCsv(
        exportColumns.map(([name]) => name),
        leads.map((lead) => exportColumns.map(([, cell]) => cell(lead))),
      )
      if (!command.out) return write(csv)
      // Personal data: readable by the operator alone.
      writeFileSync(command.out, csv, { mode: 0o600 })
      return write(`Exported to ${command.out}\n`)
    }
    case 'erase': {
      const count = await store.eraseByEmail(command.email)
      return write(`Erased ${count} lead(s) of ${command.email}, with their notification emails and webhook deliveries.\n`)
    }
    case 'purge': {
      const cutoff = new Date(now.getTime() - command.olderThanDays * MS_PER_DAY)
      const count = await store.purgeBefore(cutoff)
      return write(`Purged ${count} lead(s) received before ${cutoff.toISOString()}.\n`)
    }
    case 'retry-failed': {
      const count = await store.retryFailedDeliveries()
      return write(`Queued ${count} failed delivery(ies), notification emails and webhooks, again; the running server makes them.\n`)
    }
  }
}
