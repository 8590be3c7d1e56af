import type { LeadStore } from './leads/leadStore'
import { openLeadStore } from './leads/openLeadStore'
import { startRetention } from './leads/startRetention'
import { createLeadMailer } from './mail/createLeadMailer'
import { mailDeliveryStatus } from './mail/mailDeliveryStatus'
import { startOutboxWorker, type WorkerLog } from './outbox/outboxWorker'
import type { LeadRoutesOptions } from './routes/leadRoutes'
import type { ServerSettings } from './settings'

/** The running lead capture: the store, the route's options, a status line for the log, and shutdown. */
export type LeadCapture = {
  store: LeadStore
  /** Pass to `app.register(leadRoutes, capture.routes)`; includes the API base as `prefix`. */
  routes: LeadRoutesOptions & { prefix: string }
  /** Where notification emails go, or that they stay pending without SMTP_URL: log it at start. */
  mailStatus: string
  /** Stops the retention job and the mail worker (after its sends in flight) and closes the store. */
  close(): Promise<void>
}

/**
 * Opens and migrates the lead store, deletes the leads older than the retention period (then daily)
 * and, when SMTP_URL is set, starts the outbox's mail worker.
 */
export async function openLeadCapture(settings: ServerSettings, log: WorkerLog = console): Promise<LeadCapture> {
  const store = await openLeadStore(settings.database)
  const mailer = settings.smtpUrl ? createLeadMailer(settings.smtpUrl, { from: settings.leadMailFrom, to: settings.leadMailTo }) : undefined
  const worker = mailer && startOutboxWorker({ store, send: mailer.send, concurrency: mailer.concurrency, pollMs: settings.outboxPollMs, retryBaseMs: settings.outboxRetryBaseMs, log })
  const retention = await startRetention({ store, days: settings.leadRetentionDays, log })
  const { pending } = await store.mailCounts()
  return {
    store,
    routes: {
      prefix: settings.apiBase,
      store,
      onLeadStored: () => worker?.wake(),
      allowedOrigins: settings.siteOrigins,
      rateLimit: { max: settings.leadRateLimit },
      botDefence: { secret: settings.challengeSecret },
    },
    mailStatus: mailDeliveryStatus({ smtpUrl: settings.smtpUrl, leadMailTo: settings.leadMailTo, pending }),
    async close() {
      retention.stop()
      await worker?.stop()
      mailer?.close()
      await store.close()
    },
  }
}
