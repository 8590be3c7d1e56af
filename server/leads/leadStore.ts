import type { FormKind } from '../../data/forms/formKinds'
import type { Locale } from '../../data/locales'

/** A validated lead as the route hands it to the store: contact forms fill company/role/message, lead forms the state. */
export type NewLead = {
  kind: FormKind
  locale: Locale
  name: string
  email: string
  phone: string
  company: string | null
  role: string | null
  message: string | null
  state: string | null
  origin: string
}

/** A lead as stored: its id (a UUID) and when it arrived. */
export type StoredLead = NewLead & { id: string; createdAt: Date }

/** Where a lead's notification email stands. */
export type MailState = { status: 'pending' | 'sent'; attempts: number; lastError: string | null; sentAt: Date | null }

/** A lead with its notification's state, as operators list it. */
export type ListedLead = StoredLead & { mail: MailState | null }

/** A notification email claimed by a worker: its outbox row, the attempt it is on, and the lead. */
export type ClaimedMail = { outboxId: number; attempts: number; lead: StoredLead }

/** Which leads a listing returns. */
export type LeadQuery = { email?: string; limit?: number; newestFirst?: boolean }

/**
 * The leads and their outbox, on SQLite or PostgreSQL (same logical schema, server/leads/migrations.ts).
 * Every method that returns has committed its work durably.
 */
export interface LeadStore {
  readonly kind: 'sqlite' | 'postgres'
  /** Stores the lead and its pending notification in one transaction. */
  addLead(lead: NewLead): Promise<StoredLead>
  /** Leases up to `limit` due, pending emails for `leaseMs`; no other worker gets them meanwhile. */
  claimMails(options: { limit: number; leaseMs: number }): Promise<ClaimedMail[]>
  /** Records a successful send: the email is never sent again. */
  markSent(outboxId: number): Promise<void>
  /** Records a failed send and when to try again; releases the lease. */
  markFailed(outboxId: number, error: string, retryInMs: number): Promise<void>
  /** How many notifications wait to be sent and how many went out. */
  mailCounts(): Promise<{ pending: number; sent: number }>
  /** Leads with their notification's state, oldest first unless `newestFirst`. */
  listLeads(query?: LeadQuery): Promise<ListedLead[]>
  /** Deletes every lead (and its outbox row) of an e-mail address, case-insensitively; returns how many. */
  eraseByEmail(email: string): Promise<number>
  /** Deletes leads (and their outbox rows) received before `cutoff`; returns how many. */
  purgeBefore(cutoff: Date): Promise<number>
  close(): Promise<void>
}

/** Options both stores take; `now` lets tests put leads in the past. */
export type StoreOptions = { now?: () => Date }
