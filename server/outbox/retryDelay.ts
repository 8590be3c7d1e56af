/** The longest wait between two attempts: an SMTP outage never delays a lead by more after it ends. */
export const maxRetryDelayMs = 15 * 60_000

/** Exponential backoff: after attempt 1 wait `baseMs`, then twice as long each time, capped at 15 minutes. */
export function retryDelay(attempts: number, baseMs: number, maxMs = maxRetryDelayMs): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)))
}
