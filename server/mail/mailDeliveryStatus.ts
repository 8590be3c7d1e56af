/** What the server tells the operator at start about lead notifications, never the SMTP password; `pending` null when unknown. */
export function mailDeliveryStatus(options: { smtpUrl: string; leadMailTo: string; pending: number | null }): string {
  if (!options.smtpUrl) {
    return `SMTP_URL is not set: lead notification emails stay pending (${options.pending ?? 'unknown number'} waiting) and are sent once it is set.`
  }
  return `Lead notification emails go to ${options.leadMailTo} through ${new URL(options.smtpUrl).host} (${options.pending ?? 'unknown number'} pending).`
}
