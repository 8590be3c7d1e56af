import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { Webhook } from 'standardwebhooks'
import type { StoredLead } from '../leads/leadStore'
import { leadWebhookPayload, webhookMessageId } from './leadWebhookPayload'

/** `secret` is `LEAD_WEBHOOK_SECRET` (webhookSecret.ts); `now` the clock of `webhook-timestamp`, which tests move. */
type WebhookSenderOptions = { secret: string; timeoutMs?: number; now?: () => Date }

/** A failed attempt; its message (kept in the outbox) never holds the receiver's answer, which may echo the lead. */
export class WebhookAttemptError extends Error {
  override readonly name = 'WebhookAttemptError'
  constructor(
    message: string,
    /** The receiver will answer the same next time: worth a few tries, not forever. */
    readonly permanent = false,
    /** The receiver's Retry-After: the next attempt waits at least this long. */
    readonly retryAfterMs?: number,
  ) {
    super(message)
  }
}

/** `Retry-After` in seconds or as an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined
  const seconds = /^\s*(\d+)\s*$/.exec(header)?.[1]
  if (seconds) return Number(seconds) * 1000
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** A non-2xx answer, by Standard Webhooks: a 3xx fails (no redirect is followed), a 4xx is permanent but 408 and 429, retried like a 5xx. */
function answerError(status: number, retryAfter: string | null): WebhookAttemptError {
  if (status >= 300 && status < 400) {
    return new WebhookAttemptError(`HTTP ${status}: the receiver redirects, and redirects are not followed; set LEAD_WEBHOOK_URLS to the final address`, true)
  }
  const temporary = status >= 500 || status === 408 || status === 429
  return new WebhookAttemptError(`HTTP ${status}`, !temporary, retryAfterMs(retryAfter))
}

/** A request that got no answer; Node's socket, DNS and TLS errors carry a code (ECONNREFUSED, CERT_HAS_EXPIRED) that says why. */
function networkError(error: unknown): WebhookAttemptError {
  if (error instanceof WebhookAttemptError) return error
  if ((error as { name?: unknown } | null)?.name === 'AbortError') return new WebhookAttemptError('cut short: the server was shutting down')
  const code = (error as { code?: unknown } | null)?.code
  return new WebhookAttemptError(`no answer: ${typeof code === 'string' ? code : error instanceof Error ? error.name : 'error'}`)
}

/** POSTs within `timeoutMs`, following no redirect; node:http, as happy-dom's fetch in the unit tests is a browser's. */
function postJson(url: string, body: string, headers: Record<string, string>, timeoutMs: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const target = new URL(url)
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest
    const request = send(target, { method: 'POST', signal, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (response) => {
      const status = response.statusCode ?? 0
      if (status >= 200 && status < 300) resolve()
      else reject(answerError(status, response.headers['retry-after'] ?? null))
      // Drained, so the connection serves the next request; the deadline bounds a receiver that never ends it.
      response.on('end', () => clearTimeout(deadline))
      response.on('error', () => undefined)
      response.resume()
    })
    const deadline = setTimeout(() => request.destroy(new WebhookAttemptError(`no answer within ${timeoutMs / 1000} s`)), timeoutMs)
    request.on('error', (error) => {
      clearTimeout(deadline)
      reject(networkError(error))
    })
    request.end(body)
  })
}

/** Signed Standard Webhooks POSTs (one `webhook-id` per lead, so receivers drop repeats); the outbox's lease relies on the timeout. */
export function createWebhookSender({ secret, timeoutMs = 15_000, now = () => new Date() }: WebhookSenderOptions) {
  const signer = new Webhook(secret)
  const shutdown = new AbortController()
  return {
    concurrency: 10,
    /** Cuts the requests in flight short for a shutdown: each fails as an attempt, made again later under the same id. */
    close: () => shutdown.abort(),
    async send(lead: StoredLead, url: string): Promise<void> {
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
      await postJson(url, body, headers, timeoutMs, shutdown.signal).catch((error: unknown) => {
        throw networkError(error)
      })
    },
  }
}
