/**
 * Whether a send failed because the mail server refused the message for good: an SMTP reply in the
 * 5xx range (RFC 5321 §4.2.1, "permanent negative completion"), as nodemailer reports it in
 * `responseCode`. Connection errors, time-outs and 4xx replies are worth retrying.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}
