import type { FastifyPluginAsync } from 'fastify'
import { recentRefusalDays, refusalsByReason } from '../botDefence/refusalSummary'
import type { RefusalReason } from '../botDefence/refusalReasons'
import type { LeadStore } from '../leads/leadStore'

/** What the health check needs: the store, how long a pending email may wait before mail counts as stuck, and the clock. */
export type HealthRouteOptions = { store: LeadStore; stuckAfterSeconds?: number; now?: () => Date }

/**
 * The health answer: `store` is `ok` or `unreachable`; the counts are null when the store cannot be read.
 * `botRefusalsLast7Days` counts the posts refused as bots' per reason over the last 7 UTC days, today included: a
 * reason that climbs while leads drop may be refusing people. Refusals never turn the check red.
 */
export type Health = {
  store: 'ok' | 'unreachable'
  pendingMails: number | null
  failedMails: number | null
  oldestPendingSeconds: number | null
  botRefusalsLast7Days: Record<RefusalReason, number> | null
}

/** A pending email older than this means mail is not flowing: the retries of a short outage end well before. */
export const defaultStuckAfterSeconds = 30 * 60

/**
 * `GET {api}/health`, for monitoring: 200 while leads can be stored and their emails go out; 503 when
 * the store is unreachable, an email was given up on (`npm run leads -- list` shows it), or the oldest
 * pending one has waited longer than `stuckAfterSeconds`. Never cached.
 */
export const healthRoute: FastifyPluginAsync<HealthRouteOptions> = async (app, { store, stuckAfterSeconds = defaultStuckAfterSeconds, now = () => new Date() }) => {
  app.get('/health', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    let health: Health
    try {
      const outbox = await store.outboxHealth()
      const refusals = await refusalsByReason(store, now(), recentRefusalDays)
      health = { store: 'ok', pendingMails: outbox.pending, failedMails: outbox.failed, oldestPendingSeconds: outbox.oldestPendingSeconds, botRefusalsLast7Days: refusals }
    } catch (error) {
      request.log.error({ err: error }, 'health: the lead store is unreachable')
      return reply.code(503).send({ store: 'unreachable', pendingMails: null, failedMails: null, oldestPendingSeconds: null, botRefusalsLast7Days: null } satisfies Health)
    }
    const stuck = health.failedMails! > 0 || health.oldestPendingSeconds! > stuckAfterSeconds
    return reply.code(stuck ? 503 : 200).send(health)
  })
}
