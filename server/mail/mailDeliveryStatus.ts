/**
 * What the server tells the operator at start about lead notifications; never shows the SMTP password. `pending`
 * is null when the lead store cannot be read yet.
 */
export function mailDeliveryStatus(options: { smtpUrl: string; leadMailTo: string; pending: number | null }): string {
  if (!options.smtpUrl) {
    return `SMTP_URL is not set: lead notification emails stay pending (${options.pending ?? 'unknown number'} waiting) and are sent once it is set.`
  }
  // SMTP_URL was checked as a URL with a host (server/settings/settingParsers.ts).
  return `Lead notification emails go to ${options.leadMailTo} through ${new URL(options.smtpUrl).host} (${options.pending ?? 'unknown number'} pending).`
}
