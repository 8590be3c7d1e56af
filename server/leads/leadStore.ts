import type { Attribution } from '../../data/attribution'
import type { FormKind } from '../../data/forms/formKinds'
import type { Locale } from '../../data/locales'
import type { leadStoreOn } from './leadStoreOn'

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
export type LeadStore = ReturnType<typeof leadStoreOn>

/** Options both stores take; `now` lets tests put leads in the past. */
export type StoreOptions = {
  now?: () => Date
  /** `LEAD_WEBHOOK_URLS`. Only the address is queued: the body is built at each attempt, so an erasure leaves no copy. */
  webhookUrls?: readonly string[]
  /** Called after each commit of new leads with how many it held (SQLite groups the leads that arrive together). */
  onCommit?: (leads: number) => void
}
