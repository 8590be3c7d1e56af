/**
 * What the server tells the operator at start about lead notifications; never shows the SMTP password. `pending`
 * is null when the lead store cannot be read yet.
 */
export function mailDeliveryStatus(options: { smtpUrl: string; leadMailTo: string; pending: number | null }): string {
  if (!options.smtpUrl) {
    return `SMTP_URL is not set: lead notification emails stay pending (${options.pending ?? 'unknown number'} waiting) and are sent once it is set.`
  }
  let host = 'the SMTP server'
  try {
    host = new URL(options.smtpUrl).host
  } catch {
    // nodemailer reports an unusable URL on the first send; the outbox keeps the emails meanwhile.
  }
  return `Lead notification emails go to ${options.leadMailTo} through ${host} (${options.pending ?? 'unknown number'} pending).`
}
