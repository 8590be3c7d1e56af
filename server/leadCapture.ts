import { connectingLeadStore } from './leads/connectingLeadStore'
import { openLeadStore, storeName } from './leads/openLeadStore'
import { startRetention, type Retention } from './leads/startRetention'
import { createLeadMailer } from './mail/createLeadMailer'
import { startOutboxWorker, type WorkerLog } from './outbox/outboxWorker'
import type { LeadRoutesOptions } from './routes/leadRoutes'
import type { ServerSettings } from './settings'
import { createWebhookSender } from './webhooks/createWebhookSender'
import { webhookAddress } from './webhooks/leadWebhookPayload'

/** The running lead capture: the store, `app.register(leadRoutes, capture.routes)`'s options, the status lines to log at start. */
export type LeadCapture = Awaited<ReturnType<typeof openLeadCapture>>

/** Opens the lead store when it can, the retention job, and the outbox's mail (SMTP_URL) and webhook (LEAD_WEBHOOK_SECRET) workers. */
export async function openLeadCapture(settings: ServerSettings, log: WorkerLog = console) {
  const store = connectingLeadStore({
    kind: settings.database.kind,
    name: storeName(settings.database),
    open: () => openLeadStore(settings.database, { webhookUrls: settings.leadWebhookUrls }),
    log,
  })
  const reachable = await store.connect()
  const timing = { pollMs: settings.outboxPollMs, retryBaseMs: settings.outboxRetryBaseMs, log }
  const mailer = settings.smtpUrl ? createLeadMailer(settings.smtpUrl, { from: settings.leadMailFrom, to: settings.leadMailTo }) : undefined
  const mailWorker = mailer && startOutboxWorker({ store, channel: 'mail', send: mailer.send, concurrency: mailer.concurrency, ...timing })
  const webhooks = settings.leadWebhookSecret ? createWebhookSender({ secret: settings.leadWebhookSecret }) : undefined
  const webhookWorker = webhooks && startOutboxWorker({ store, channel: 'webhook', send: webhooks.send, concurrency: webhooks.concurrency, ...timing })
  let closing = false
  let retention: Retention | undefined
  const retentionStarted = store.opened.then(async () => {
    if (!closing) retention = await startRetention({ store, days: settings.leadRetentionDays, log })
  })
  // A server that starts with its store has already kept the privacy policy's promise.
  if (reachable) await retentionStarted
  const pending = reachable ? (await store.mailCounts()).pending : null
  const pendingWebhooks = reachable ? (await store.webhookCounts()).pending : null
  const routes: LeadRoutesOptions & { prefix: string } = {
    prefix: settings.apiBase,
    store,
    onLeadStored: () => {
      mailWorker?.wake()
      webhookWorker?.wake()
    },
    allowedOrigins: settings.siteOrigins,
    rateLimit: { max: settings.leadRateLimit },
    botDefence: { secret: settings.challengeSecret },
    healthToken: settings.healthToken,
  }
  return {
    store,
    routes,
    mailStatus: mailDeliveryStatus({ smtpUrl: settings.smtpUrl, leadMailTo: settings.leadMailTo, pending }),
    webhookStatus: webhookDeliveryStatus({ urls: settings.leadWebhookUrls, pending: pendingWebhooks }),
    /** Stops the retention job and the outbox workers (after their sends in flight) and closes the store. */
    async close() {
      closing = true
      retention?.stop()
      // A webhook attempt may take 15 s, longer than a shutdown's grace: cut, it is made again after the restart.
      webhooks?.close()
      await Promise.all([mailWorker?.stop(), webhookWorker?.stop()])
      mailer?.close()
      await store.close()
    },
  }
}

/** What the server tells the operator at start about lead notifications, never the SMTP password; `pending` null when unknown. */
export function mailDeliveryStatus(options: { smtpUrl: string; leadMailTo: string; pending: number | null }): string {
  if (!options.smtpUrl) {
    return `SMTP_URL is not set: lead notification emails stay pending (${options.pending ?? 'unknown number'} waiting) and are sent once it is set.`
  }
  return `Lead notification emails go to ${options.leadMailTo} through ${new URL(options.smtpUrl).host} (${options.pending ?? 'unknown number'} pending).`
}

/** What the server tells the operator at start about webhooks; null when none is configured and none waits. */
function webhookDeliveryStatus(options: { urls: readonly string[]; pending: number | null }): string | null {
  if (options.urls.length === 0) {
    return options.pending ? `LEAD_WEBHOOK_URLS is empty: ${options.pending} webhook delivery(ies) queued before still go out.` : null
  }
  return `Each lead is also posted, signed, to ${options.urls.map(webhookAddress).join(', ')} (${options.pending ?? 'unknown number'} pending).`
}
