import type { FormKind } from '../../data/forms/formKinds'
import type { Locale } from '../../data/locales'

/** A validated lead as the route hands it to the store: contact forms fill company/role/message, lead forms the country and, for Brazil, the state. */
export type NewLead = {
  kind: FormKind
  locale: Locale
  name: string
  email: string
  phone: string
  company: string | null
  role: string | null
  message: string | null
  /** The lead form's country (ISO 3166-1 alpha-2); null for the contact form, which does not ask. */
  country: string | null
  /** The Brazilian state of a lead from Brazil; null otherwise. */
  state: string | null
  origin: string
  /** The browser's `Idempotency-Key`: a post sent again with it is answered with the first lead. */
  idempotencyKey?: string | null
  /** Whether the post came with a solved challenge (false: a form sent without JavaScript, unchecked). */
  verified: boolean
  /** The solved challenge the post came with: stored with the lead, so it is never accepted again. */
  challenge?: SpentChallenge | null
}

/** A solved challenge, named by its signature; after `expiresAt` it is refused as expired anyway. */
export type SpentChallenge = { signature: string; expiresAt: Date }

/**
 * A lead as stored: its id (a UUID) and when it arrived. `verified` is null for the leads stored before the
 * challenge existed: they were not checked, so neither true nor false would be honest.
 */
export type StoredLead = Omit<NewLead, 'idempotencyKey' | 'challenge' | 'verified'> & { id: string; createdAt: Date; verified: boolean | null }

/** What `addLead` answers: the lead, and whether it was stored before under the same idempotency key. */
export type AddedLead = StoredLead & { replayed: boolean }

/**
 * An idempotency key that came back with other fields: a client bug or a guessed key, never a retry.
 * Answered 422, as the HTTP idempotency-key convention asks, and nothing is stored.
 */
export class IdempotencyKeyReused extends Error {
  readonly statusCode = 422
  constructor() {
    super('This Idempotency-Key was already used for a different submission')
  }
}

/** A challenge that an earlier lead was stored with: a replayed solution. Nothing is stored. */
export class ChallengeUsed extends Error {
  constructor() {
    super('This challenge was already used to send a lead')
  }
}

/** How many posts were refused for one reason on one UTC day (`YYYY-MM-DD`). */
export type RefusalCount = { day: string; reason: string; count: number }

/** Every state of a notification email: waiting (maybe after failed attempts), delivered, or given up on. */
export const mailStatuses = ['pending', 'sent', 'failed'] as const

/** Where a lead's notification email stands. */
export type MailState = { status: (typeof mailStatuses)[number]; attempts: number; lastError: string | null; sentAt: Date | null }

/** A lead with its notification's state, as operators list it. */
export type ListedLead = StoredLead & { mail: MailState | null }

/** A notification email claimed by a worker: its outbox row, the attempt it is on, the lead, and when the lease ends. */
export type ClaimedMail = { outboxId: number; attempts: number; lead: StoredLead; leaseUntil: Date }

/** Which leads a listing returns. */
export type LeadQuery = { email?: string; limit?: number; newestFirst?: boolean }

/** Notification counts by state. */
export type MailCounts = { pending: number; sent: number; failed: number }

/** What monitoring needs of the outbox: what waits, what was given up on, and the longest wait so far. */
export type OutboxHealth = { pending: number; failed: number; oldestPendingSeconds: number }

/**
 * The leads and their outbox, on SQLite or PostgreSQL (same logical schema, server/leads/migrations.ts).
 * Every method that returns has committed its work durably.
 */
export interface LeadStore {
  readonly kind: 'sqlite' | 'postgres'
  /**
   * Stores the lead and its pending notification in one transaction. A lead whose idempotency key is
   * stored already is not stored again: the first one is answered, `replayed`; with other fields the
   * call throws IdempotencyKeyReused. A lead with a challenge spends it in the same transaction: one that was
   * spent before throws ChallengeUsed (unless the lead itself was stored before, under its idempotency key).
   */
  addLead(lead: NewLead): Promise<AddedLead>
  /** Counts one refused post for `reason` on today's UTC date. Nothing of the request is kept. */
  countRefusal(reason: string): Promise<void>
  /** The refusal counts of the days from `since` (a UTC date, `YYYY-MM-DD`) on, newest day first. */
  refusalCounts(since: string): Promise<RefusalCount[]>
  /** Forgets the spent challenges that have expired, and the refusal counts of the days before `cutoff`. */
  purgeBotRecords(cutoff: Date): Promise<void>
  /**
   * The secret stored under `name`, storing `candidate` first when there is none: every instance on the same
   * database gets the same value, whichever stored it.
   */
  sharedSecret(name: string, candidate: string): Promise<string>
  /** Leases up to `limit` due, pending emails to `worker` for `leaseMs`; no other worker gets them meanwhile. */
  claimMails(options: { limit: number; leaseMs: number; worker: string }): Promise<ClaimedMail[]>
  /** Extends the leases `worker` still holds to `leaseMs` from now; returns how many it holds. */
  renewLeases(worker: string, leaseMs: number): Promise<number>
  /** Records a successful send: the email is never sent again. */
  markSent(outboxId: number): Promise<void>
  /** Records a failed attempt and when to try again; releases the lease. */
  scheduleRetry(outboxId: number, error: string, retryInMs: number): Promise<void>
  /** Gives up on an email (a permanent refusal, or too many attempts): it stays failed until an operator retries. */
  markFailed(outboxId: number, error: string): Promise<void>
  /** Queues every failed email again, from a first attempt; returns how many. */
  retryFailedMails(): Promise<number>
  /** How many notifications wait, went out, and were given up on. */
  mailCounts(): Promise<MailCounts>
  /** The outbox as monitoring sees it; throws when the store is unreachable. */
  outboxHealth(): Promise<OutboxHealth>
  /** Leads with their notification's state, oldest first unless `newestFirst`. */
  listLeads(query?: LeadQuery): Promise<ListedLead[]>
  /**
   * Deletes every lead (and its outbox row) of an e-mail address, case-insensitively; returns how
   * many. No readable copy is left in the database's files.
   */
  eraseByEmail(email: string): Promise<number>
  /** Deletes leads (and their outbox rows) received before `cutoff`, leaving no copy in the files; returns how many. */
  purgeBefore(cutoff: Date): Promise<number>
  close(): Promise<void>
}

/** Options both stores take; `now` lets tests put leads in the past. */
export type StoreOptions = {
  now?: () => Date
  /** Called after each commit of new leads with how many it held (SQLite groups the leads that arrive together). */
  onCommit?: (leads: number) => void
}
