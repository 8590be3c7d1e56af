/**
 * Whether a delivery failed because the other side refused it for good, so that retrying for ever
 * would not help: an SMTP reply in the 5xx range (RFC 5321 §4.2.1, "permanent negative completion"),
 * as nodemailer reports it in `responseCode`, or a webhook answer its sender marked `permanent` (a
 * redirect, 410 or another 4xx but 408 and 429: server/webhooks/webhookAttemptError.ts). Connection
 * errors, time-outs, SMTP 4xx and HTTP 5xx replies are worth retrying.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const { responseCode: code, permanent } = (error ?? {}) as { responseCode?: unknown; permanent?: unknown }
  return (typeof code === 'number' && code >= 500 && code < 600) || permanent === true
}
