import type { Attribution } from '../../data/attribution'
import type { FormKind } from '../../data/forms/formKinds'
import type { Locale } from '../../data/locales'

/** A validated lead as the route hands it to the store. */
export type NewLead = {
  kind: FormKind
  locale: Locale
  name: string
  email: string
  phone: string
  company: string | null
  role: string | null
  message: string | null
  /** ISO 3166-1 alpha-2; null for contact leads stored before the contact form asked. */
  country: string | null
  state: string | null
  origin: string
  /** The campaign that brought the visit (data/attribution.ts); `{}` when unknown. */
  attribution: Attribution
  /** The browser's `Idempotency-Key`: a post sent again with it is answered with the first lead. */
  idempotencyKey?: string | null
  /** Whether the post came with a solved challenge; that challenge is stored with the lead, never accepted again. */
  verified: boolean
  challenge?: SpentChallenge | null
}

/** A solved challenge, named by its signature (used once); after `expiresAt` it is refused as expired anyway. */
export type SpentChallenge = { signature: string; expiresAt: Date }

/** A lead as stored. `verified` is null for leads stored before the challenge existed: neither answer would be honest. */
export type StoredLead = Omit<NewLead, 'idempotencyKey' | 'challenge' | 'verified'> & { id: string; createdAt: Date; verified: boolean | null }

/** What `addLead` answers: the lead, and whether it was stored before under the same idempotency key. */
export type AddedLead = StoredLead & { replayed: boolean }

/** An idempotency key that came back with other fields (a client bug or a guessed key): 422, nothing stored. */
export class IdempotencyKeyReused extends Error {
  readonly statusCode = 422
  constructor() {
    super('This Idempotency-Key was already used for a different submission')
  }
}

/** A challenge an earlier lead was stored with: a replayed solution. Nothing is stored. */
export class ChallengeUsed extends Error {
  constructor() {
    super('This challenge was already used to send a lead')
  }
}

/** How a lead reaches the team: the notification email, and a signed POST to each `LEAD_WEBHOOK_URLS` address. */
export type DeliveryChannel = 'mail' | 'webhook'

export type DeliveryState = { status: 'pending' | 'sent' | 'failed'; attempts: number; lastError: string | null; sentAt: Date | null }

export type WebhookState = DeliveryState & { destination: string }

/** A lead with the state of its notification email and of its webhook deliveries (in queue order). */
export type ListedLead = StoredLead & { mail: DeliveryState | null; webhooks: WebhookState[] }

/** A delivery claimed by a worker; `destination` is the webhook's URL, empty for the email (LEAD_MAIL_TO). */
export type ClaimedDelivery = { outboxId: number; attempts: number; lead: StoredLead; channel: DeliveryChannel; destination: string; leaseUntil: Date }

export type DeliveryCounts = { pending: number; sent: number; failed: number }

export type ChannelHealth = { pending: number; failed: number; oldestPendingSeconds: number }

export type OutboxHealth = Record<DeliveryChannel, ChannelHealth>

/** The leads and their outbox, on SQLite or PostgreSQL (migrations.ts). Every method that returns has committed durably. */
export interface LeadStore {
  readonly kind: 'sqlite' | 'postgres'
  /**
   * Stores the lead, its email and webhook deliveries, and spends its challenge, in one transaction. A known idempotency
   * key answers the first lead, `replayed` (IdempotencyKeyReused with other fields); a spent challenge: ChallengeUsed.
   */
  addLead(lead: NewLead): Promise<AddedLead>
  /** Counts one refused post for `reason` on today's UTC date. Nothing of the request is kept. */
  countRefusal(reason: string): Promise<void>
  /** How many posts were refused per reason and UTC day from `since` (`YYYY-MM-DD`) on, newest day first. */
  refusalCounts(since: string): Promise<{ day: string; reason: string; count: number }[]>
  /** Forgets the spent challenges that have expired, and the refusal counts of the days before `cutoff`. */
  purgeBotRecords(cutoff: Date): Promise<void>
  /** The secret stored under `name`, storing `candidate` first when there is none: the same for every instance. */
  sharedSecret(name: string, candidate: string): Promise<string>
  /** Leases up to `limit` due, pending deliveries of `channel` to `worker` for `leaseMs`; no other worker gets them meanwhile. */
  claimDeliveries(options: { channel: DeliveryChannel; limit: number; leaseMs: number; worker: string }): Promise<ClaimedDelivery[]>
  /** Extends the leases `worker` still holds to `leaseMs` from now; returns how many it holds. */
  renewLeases(worker: string, leaseMs: number): Promise<number>
  /** Records a successful delivery: it is never made again. */
  markSent(outboxId: number): Promise<void>
  /** Records a failed attempt and when to try again; releases the lease. */
  scheduleRetry(outboxId: number, error: string, retryInMs: number): Promise<void>
  /** Gives up on a delivery (a permanent refusal, or too many attempts): it stays failed until an operator retries. */
  markFailed(outboxId: number, error: string): Promise<void>
  /** Queues every failed delivery (email or webhook) again, from a first attempt; returns how many. */
  retryFailedDeliveries(): Promise<number>
  mailCounts(): Promise<DeliveryCounts>
  /** All webhook addresses together. */
  webhookCounts(): Promise<DeliveryCounts>
  /** The outbox as monitoring sees it; throws when the store is unreachable. */
  outboxHealth(): Promise<OutboxHealth>
  /** Leads with the state of their deliveries, oldest first unless `newestFirst`: of one address, from `since` on, at most `limit`. */
  listLeads(query?: { email?: string; since?: Date; limit?: number; newestFirst?: boolean }): Promise<ListedLead[]>
  /** Deletes every lead (and its outbox rows) of an e-mail address, case-insensitively, leaving no copy in the files; returns how many. */
  eraseByEmail(email: string): Promise<number>
  /** Deletes leads (and their outbox rows) received before `cutoff`, leaving no copy in the files; returns how many. */
  purgeBefore(cutoff: Date): Promise<number>
  close(): Promise<void>
}

/** Options both stores take; `now` lets tests put leads in the past. */
export type StoreOptions = {
  now?: () => Date
  /** `LEAD_WEBHOOK_URLS`. Only the address is queued: the body is built at each attempt, so an erasure leaves no copy. */
  webhookUrls?: readonly string[]
  /** Called after each commit of new leads with how many it held (SQLite groups the leads that arrive together). */
  onCommit?: (leads: number) => void
}
