import type { FastifyPluginAsync } from 'fastify'
import type { LeadStore } from '../leads/leadStore'

/** What the health check needs: the store, and how long a pending delivery may wait before it counts as stuck. */
export type HealthRouteOptions = { store: LeadStore; stuckAfterSeconds?: number }

/**
 * The health answer: `store` is `ok` or `unreachable`; the counts are null when the store cannot be read.
 * The mail fields keep the names monitors already read; the webhook fields count the deliveries to
 * every `LEAD_WEBHOOK_URLS` address together.
 */
export type Health = {
  store: 'ok' | 'unreachable'
  pendingMails: number | null
  failedMails: number | null
  oldestPendingSeconds: number | null
  pendingWebhooks: number | null
  failedWebhooks: number | null
  oldestPendingWebhookSeconds: number | null
}

/** A pending delivery older than this means it is not flowing: the retries of a short outage end well before. */
export const defaultStuckAfterSeconds = 30 * 60

const unreachable: Health = {
  store: 'unreachable',
  pendingMails: null,
  failedMails: null,
  oldestPendingSeconds: null,
  pendingWebhooks: null,
  failedWebhooks: null,
  oldestPendingWebhookSeconds: null,
}

/**
 * `GET {api}/health`, for monitoring: 200 while leads can be stored and their emails and webhooks go
 * out; 503 when the store is unreachable, a delivery was given up on (`npm run leads -- list` shows
 * it), or the oldest pending one of a channel has waited longer than `stuckAfterSeconds`. Never cached.
 */
export const healthRoute: FastifyPluginAsync<HealthRouteOptions> = async (app, { store, stuckAfterSeconds = defaultStuckAfterSeconds }) => {
  app.get('/health', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    let health: Health
    try {
      const { mail, webhook } = await store.outboxHealth()
      health = {
        store: 'ok',
        pendingMails: mail.pending,
        failedMails: mail.failed,
        oldestPendingSeconds: mail.oldestPendingSeconds,
        pendingWebhooks: webhook.pending,
        failedWebhooks: webhook.failed,
        oldestPendingWebhookSeconds: webhook.oldestPendingSeconds,
      }
    } catch (error) {
      request.log.error({ err: error }, 'health: the lead store is unreachable')
      return reply.code(503).send(unreachable)
    }
    const stuck =
      health.failedMails! > 0 || health.oldestPendingSeconds! > stuckAfterSeconds || health.failedWebhooks! > 0 || health.oldestPendingWebhookSeconds! > stuckAfterSeconds
    return reply.code(stuck ? 503 : 200).send(health)
  })
}
