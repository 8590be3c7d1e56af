import { PostTimeout } from './postJson'

/**
 * A webhook attempt that did not end in a 2xx. Its message is what the outbox keeps and operators
 * read, so it holds a status code or an error class, never the receiver's answer: a receiver may
 * echo the lead back, and erasure must leave no copy of it.
 */
export class WebhookAttemptError extends Error {
  override readonly name = 'WebhookAttemptError'
  constructor(
    message: string,
    /** The receiver will answer the same next time (see webhookAnswerError): worth a few tries, not forever. */
    readonly permanent = false,
    /** The receiver's Retry-After, when it gave one: the next attempt waits at least this long. */
    readonly retryAfterMs?: number,
  ) {
    super(message)
  }
}

/** `Retry-After` in seconds or as an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined
  const seconds = /^\s*(\d+)\s*$/.exec(header)?.[1]
  if (seconds) return Number(seconds) * 1000
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/**
 * The failure a non-2xx answer stands for. Following Standard Webhooks' status handling: a 3xx is a
 * failure (redirects are not followed: the URL should name the final address); 410 Gone and the other
 * 4xx say the receiver refuses this request as it is, so they count as permanent refusals, except
 * 408 and 429, which ask to try later, as every 5xx does.
 */
export function webhookAnswerError(status: number, retryAfter: string | null): WebhookAttemptError {
  if (status >= 300 && status < 400) {
    return new WebhookAttemptError(`HTTP ${status}: the receiver redirects, and redirects are not followed; set LEAD_WEBHOOK_URLS to the final address`, true)
  }
  const temporary = status >= 500 || status === 408 || status === 429
  return new WebhookAttemptError(`HTTP ${status}`, !temporary, retryAfterMs(retryAfter))
}

/** A request that got no answer: refused or reset connection, unknown host, TLS failure, or no answer in time. */
export function webhookNetworkError(error: unknown, timeoutMs: number): WebhookAttemptError {
  if (error instanceof PostTimeout) return new WebhookAttemptError(`no answer within ${timeoutMs / 1000} s`)
  if ((error as { name?: unknown } | null)?.name === 'AbortError') return new WebhookAttemptError('cut short: the server was shutting down')
  // Node's socket, DNS and TLS errors carry a code (ECONNREFUSED, ENOTFOUND, CERT_HAS_EXPIRED) that says what happened.
  const code = (error as { code?: unknown } | null)?.code
  return new WebhookAttemptError(`no answer: ${typeof code === 'string' ? code : error instanceof Error ? error.name : 'error'}`)
}
