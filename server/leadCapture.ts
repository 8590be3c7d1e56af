import { connectingLeadStore } from './leads/connectingLeadStore'
import type { LeadStore } from './leads/leadStore'
import { openLeadStore, storeName } from './leads/openLeadStore'
import { startRetention, type Retention } from './leads/startRetention'
import { createLeadMailer } from './mail/createLeadMailer'
import { mailDeliveryStatus } from './mail/mailDeliveryStatus'
import { startOutboxWorker, type WorkerLog } from './outbox/outboxWorker'
import type { LeadRoutesOptions } from './routes/leadRoutes'
import type { ServerSettings } from './settings'
import { createWebhookSender } from './webhooks/createWebhookSender'
import { webhookDeliveryStatus } from './webhooks/webhookDeliveryStatus'

/** The running lead capture: the store, the route's options, a status line for the log, and shutdown. */
export type LeadCapture = {
  store: LeadStore
  /** Pass to `app.register(leadRoutes, capture.routes)`; includes the API base as `prefix`. */
  routes: LeadRoutesOptions & { prefix: string }
  /** Where notification emails go, or that they stay pending without SMTP_URL: log it at start. */
  mailStatus: string
  /** Where webhooks go (LEAD_WEBHOOK_URLS), or null without any: log it at start too. */
  webhookStatus: string | null
  /** Stops the retention job and the outbox workers (after their sends in flight) and closes the store. */
  close(): Promise<void>
}

/**
 * Opens and migrates the lead store (which queues each new lead's webhooks with it), deletes the
 * leads older than the retention period (then daily), and starts the outbox's workers: the mail
 * worker when SMTP_URL is set, the webhook worker when LEAD_WEBHOOK_SECRET is (so webhooks queued
 * before an address was taken out of LEAD_WEBHOOK_URLS still go out). A store that cannot be opened
 * does not stop the capture: it logs why once, leads answer 503, and it opens when it can
 * (server/leads/connectingLeadStore.ts); the first purge then waits for it.
 */
export async function openLeadCapture(settings: ServerSettings, log: WorkerLog = console): Promise<LeadCapture> {
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
  return {
    store,
    routes: {
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
    },
    mailStatus: mailDeliveryStatus({ smtpUrl: settings.smtpUrl, leadMailTo: settings.leadMailTo, pending }),
    webhookStatus: webhookDeliveryStatus({ urls: settings.leadWebhookUrls, pending: pendingWebhooks }),
    async close() {
      closing = true
      retention?.stop()
      // A webhook attempt may take 15 s, longer than start.ts gives a shutdown: cut the ones in
      // flight, which the workers then record as failed attempts, to be made again after the restart.
      webhooks?.close()
      await Promise.all([mailWorker?.stop(), webhookWorker?.stop()])
      mailer?.close()
      await store.close()
    },
  }
}
