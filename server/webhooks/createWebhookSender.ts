import { Webhook } from 'standardwebhooks'
import type { StoredLead } from '../leads/leadStore'
import { leadWebhookPayload, webhookMessageId } from './leadWebhookPayload'
import { postJson, type PostAnswer } from './postJson'
import { webhookAnswerError, webhookNetworkError } from './webhookAttemptError'

/** Posts leads to webhook receivers; like the mailer, it neither retries nor persists: the outbox does both. */
export type WebhookSender = {
  send(lead: StoredLead, url: string): Promise<void>
  /** How many requests it has in flight at once: the outbox worker keeps this many going. */
  concurrency: number
  /**
   * Cuts the requests in flight short, so a shutdown need not wait for a slow receiver: each fails as
   * an attempt, the outbox schedules it again, and the receiver gets it later under the same id.
   */
  close(): void
}

/** How the sender works; only `secret` is required. */
export type WebhookSenderOptions = {
  /** `LEAD_WEBHOOK_SECRET`, `whsec_<base64>` (webhookSecret.ts). */
  secret: string
  /** How long one attempt may take, connection to status line; default 15 s, Standard Webhooks' recommended lower bound. */
  timeoutMs?: number
  /** Requests in flight at once, all addresses together; default 10. */
  concurrency?: number
  /** The clock of the `webhook-timestamp` header; tests move it. */
  now?: () => Date
}

/** The default of `timeoutMs`. */
export const defaultWebhookTimeoutMs = 15_000

/**
 * Sends a lead as a signed JSON POST, following the Standard Webhooks convention: `webhook-id` (the
 * same at every attempt, so receivers can drop a repeat), `webhook-timestamp` (this attempt's time,
 * in seconds, so a receiver can refuse a replay) and `webhook-signature` (`v1,` and the HMAC-SHA256 of
 * `id.timestamp.body` under the secret). Only a 2xx is a delivery. Every attempt ends within
 * `timeoutMs`, and a redirect is never followed: the outbox's lease and retries rely on both.
 */
export function createWebhookSender({
  secret,
  timeoutMs = defaultWebhookTimeoutMs,
  concurrency = 10,
  now = () => new Date(),
}: WebhookSenderOptions): WebhookSender {
  const signer = new Webhook(secret)
  const shutdown = new AbortController()
  return {
    concurrency,
    close: () => shutdown.abort(),
    async send(lead, url) {
      const id = webhookMessageId(lead)
      const timestamp = now()
      const body = leadWebhookPayload(lead)
      const headers = {
        'content-type': 'application/json',
        'user-agent': 'Tecto-Lead-Webhooks/1',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
        'webhook-signature': signer.sign(id, timestamp, body),
      }
      let answer: PostAnswer
      try {
        answer = await postJson(url, body, headers, timeoutMs, shutdown.signal)
      } catch (error) {
        throw webhookNetworkError(error, timeoutMs)
      }
      if (answer.status < 200 || answer.status >= 300) throw webhookAnswerError(answer.status, answer.retryAfter)
    },
  }
}
