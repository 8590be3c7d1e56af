/** A webhook address as logs and listings show it: scheme, host and path, without a query, which may hold a token. */
export function webhookAddress(url: string): string {
  if (!URL.canParse(url)) return url
  const { origin, pathname } = new URL(url)
  return origin + pathname
}

/** What the server tells the operator at start about webhooks; null when none is configured and none waits. */
export function webhookDeliveryStatus(options: { urls: readonly string[]; pending: number | null }): string | null {
  if (options.urls.length === 0) {
    return options.pending ? `LEAD_WEBHOOK_URLS is empty: ${options.pending} webhook delivery(ies) queued before still go out.` : null
  }
  return `Each lead is also posted, signed, to ${options.urls.map(webhookAddress).join(', ')} (${options.pending ?? 'unknown number'} pending).`
}
